import { getProductForEditing, SLUG_PATTERN } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import '@/components/console/articles/articles.css';
import '@/components/console/products/products.css';
import { ProductForm } from '@/components/console/products/ProductForm.client';
import { PRODUCT_TEXTS } from '@/components/console/products/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { productLocales } from '@/lib/console/product-locales';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: PRODUCT_TEXTS[await consoleLocale()].editTitle };
}

/** 製品の編集: every field of one product, every language. */
export default async function EditProductPage({ params }: { params: Promise<{ slug: string }> }) {
  await requireStaff('products.edit');
  const { slug } = await params;
  if (slug.length > 80 || !SLUG_PATTERN.test(slug)) notFound();
  const product = await getProductForEditing(await getDb(), slug);
  if (!product) notFound();
  const lang = await consoleLocale();
  const t = PRODUCT_TEXTS[lang];
  return (
    <ConsolePage
      title={`${t.editTitle}: ${slug}`}
      actions={
        <a className="c-button-quiet" href={`/products/${slug}`} target="_blank" rel="noopener">
          {t.publicPage}
        </a>
      }
    >
      <ProductForm t={t} lang={lang} locales={productLocales()} product={product} />
    </ConsolePage>
  );
}

import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import '@/components/console/products/products.css';
import { ProductForm } from '@/components/console/products/ProductForm.client';
import { PRODUCT_TEXTS } from '@/components/console/products/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { productLocales } from '@/lib/console/product-locales';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: PRODUCT_TEXTS[await consoleLocale()].newTitle };
}

/** 製品を追加. */
export default async function NewProductPage() {
  await requireStaff('products.edit');
  const lang = await consoleLocale();
  const t = PRODUCT_TEXTS[lang];
  return (
    <ConsolePage title={t.newTitle}>
      <ProductForm t={t} lang={lang} locales={productLocales()} />
    </ConsolePage>
  );
}

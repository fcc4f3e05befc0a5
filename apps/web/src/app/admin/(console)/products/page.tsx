import { listConsoleProducts } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import '@/components/console/products/products.css';
import { ProductTable } from '@/components/console/products/ProductTable';
import { PRODUCT_TEXTS } from '@/components/console/products/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: PRODUCT_TEXTS[await consoleLocale()].listTitle };
}

/** 製品: every product with its ids and prices (docs/product.md#products-in-the-console). */
export default async function ProductsPage() {
  await requireStaff('products.edit');
  const lang = await consoleLocale();
  const t = PRODUCT_TEXTS[lang];
  return (
    <ConsolePage
      title={t.listTitle}
      actions={
        <a className="c-button" href="/admin/products/new">
          {t.newProduct}
        </a>
      }
    >
      <p className="c-hint">{t.listIntro}</p>
      <ProductTable t={t} lang={lang} items={await listConsoleProducts(await getDb())} />
    </ConsolePage>
  );
}

import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { getProducts } from '@/lib/content';

/** The link page's products section: the product list and each product page; nothing without products. */
export async function ProductLinks({ locale }: { locale: string }) {
  const [t, products] = await Promise.all([getTranslations('product'), getProducts(locale)]);
  if (!products.length) return null;
  return (
    <section className="mb-8 break-inside-avoid">
      <h2 className="mb-2 text-lg font-bold">
        <AppLink href="/products">{t('listTitle')}</AppLink>
      </h2>
      <ul className="space-y-1 text-sm">
        {products.map((p) => (
          <li key={p.slug}>
            <AppLink href={`/products/${p.slug}`} className="text-ink hover:text-brand">
              {p.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

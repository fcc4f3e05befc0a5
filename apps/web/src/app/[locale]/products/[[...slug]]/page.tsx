import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductCard } from '@/components/product/ProductCard';
import { ProductView } from '@/components/product/ProductView';
import { PageGraph } from '@/components/seo/PageGraph';
import { PageTitle } from '@/components/ui/PageTitle';
import { getProduct, getProducts } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { SLUG } from '@/lib/site-routes';

type Params = { locale: string; slug?: string[] };
type Props = { params: Promise<Params> };

/** "/products" is the list; "/products/{slug}" one product; anything deeper or unknown is a 404. */
async function resolve({ locale, slug }: Params) {
  if (!slug) return { kind: 'list' as const };
  if (slug.length !== 1 || !SLUG.test(slug[0])) return null;
  const product = await getProduct(slug[0], locale);
  return product ? { kind: 'product' as const, product } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const found = await resolve(p);
  if (!found) return {};
  const t = await getTranslations({ locale: p.locale, namespace: 'product' });
  if (found.kind === 'list')
    return pageMetadata({
      locale: p.locale,
      path: '/products',
      title: t('listTitle'),
      description: t('listDescription'),
    });
  const { product } = found;
  return pageMetadata({
    locale: p.locale,
    path: `/products/${product.slug}`,
    title: t('title', { name: product.name }),
    description: product.pitch,
    keywords: [product.name, ...product.features.map((f) => f.title)],
  });
}

export default async function ProductsPage({ params }: Props) {
  const p = await params;
  setRequestLocale(p.locale);
  const found = await resolve(p);
  if (!found) notFound();
  if (found.kind === 'product') return <ProductView product={found.product} locale={p.locale} />;

  const [t, nav, products] = await Promise.all([
    getTranslations('product'),
    getTranslations('nav'),
    getProducts(p.locale),
  ]);
  return (
    <div className="container-site py-8">
      <PageGraph
        locale={p.locale}
        path="/products"
        type="CollectionPage"
        name={t('listTitle')}
        description={t('listLead')}
        crumbs={[{ name: nav('home'), href: '/' }, { name: t('listTitle') }]}
        breadcrumbLabel={nav('breadcrumb')}
      />
      <PageTitle lead={t('listLead')}>{t('listTitle')}</PageTitle>
      <ul className="mt-8 grid gap-8 md:grid-cols-2">
        {products.map((product) => (
          <ProductCard key={product.slug} product={product} locale={p.locale} />
        ))}
      </ul>
    </div>
  );
}

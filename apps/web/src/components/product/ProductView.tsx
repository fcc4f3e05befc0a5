import type { Product } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { PageGraph } from '@/components/seo/PageGraph';
import { canonicalUrl } from '@/lib/metadata';
import { downloadHref, OS_NAMES } from '@/lib/product-links';
import {
  ProductFaq,
  ProductFeatures,
  ProductRequirements,
  ProductScreenshots,
} from './ProductDetails';
import { ProductPlans } from './ProductPlans';
import { productNode } from './product-graph';
import { versionedAssetUrl } from '@/lib/page-assets';

/** A product page: the pitch with download and prices, then features, screens, plans, 動作環境, FAQ. */
export async function ProductView({ product, locale }: { product: Product; locale: string }) {
  const [t, nav] = await Promise.all([getTranslations('product'), getTranslations('nav')]);
  const [cover] = product.screenshots;
  const path = `/products/${product.slug}`;
  return (
    <article data-testid="product-page" data-product={product.slug}>
      <div className="border-b border-line bg-gradient-to-b from-brand-soft to-white">
        <div className="container-site py-8 md:py-12">
          <PageGraph
            locale={locale}
            path={path}
            name={product.name}
            description={product.pitch}
            breadcrumbLabel={nav('breadcrumb')}
            crumbs={[
              { name: nav('home'), href: '/' },
              { name: t('products'), href: '/products' },
              { name: product.name },
            ]}
            extra={[productNode(product, canonicalUrl(locale, path))]}
          />
          <div className="grid items-center gap-8 md:grid-cols-[1.1fr_1fr]">
            <div>
              <p className="text-sm font-bold text-brand">{product.promo.eyebrow}</p>
              <h1 className="mt-1 text-3xl font-bold leading-tight md:text-4xl">{product.name}</h1>
              <p className="mt-4 text-lg">{product.pitch}</p>
              {product.description && <p className="mt-3 text-muted">{product.description}</p>}
              <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label={t('platforms')}>
                {product.platforms.map((p) => (
                  <li key={p.os} className="rounded-full border border-line bg-white px-3 py-1">
                    {OS_NAMES[p.os]} <span className="text-muted">v{p.version}</span>
                  </li>
                ))}
              </ul>
              <div className="mt-6 flex flex-wrap gap-3">
                <a href={downloadHref(product)} className="btn-accent" data-track="download">
                  {t('download')}
                </a>
                <a href="#plans" className="btn-outline">
                  {t('seePlans')}
                </a>
              </div>
              <p className="mt-3 text-sm text-muted">{t('freeTrial')}</p>
            </div>
            {cover && (
              <img
                src={versionedAssetUrl(cover.src)}
                alt={cover.alt}
                width={cover.width}
                height={cover.height}
                fetchPriority="high"
                className="w-full rounded-xl border border-line shadow-lg"
              />
            )}
          </div>
        </div>
      </div>
      <div className="container-site flex flex-col gap-14 py-12">
        <ProductFeatures product={product} />
        <ProductScreenshots product={product} />
        <ProductPlans product={product} locale={locale} />
        <ProductRequirements product={product} />
        <ProductFaq product={product} />
      </div>
    </article>
  );
}

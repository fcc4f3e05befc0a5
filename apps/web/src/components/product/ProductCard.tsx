import type { Product } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { downloadHref, formatYen } from '@/lib/product-links';
import { versionedAssetUrl } from '@/lib/page-assets';

/** One product in the list: its screen, name, pitch, lowest price, details and download. */
export async function ProductCard({ product, locale }: { product: Product; locale: string }) {
  const t = await getTranslations('product');
  const [cover] = product.screenshots;
  const lowest = Math.min(...product.plans.map((p) => p.priceJpy));
  const href = `/products/${product.slug}`;
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm">
      {cover && (
        <AppLink href={href} tabIndex={-1} aria-hidden>
          <img
            src={versionedAssetUrl(cover.src)}
            alt=""
            width={cover.width}
            height={cover.height}
            className="w-full border-b border-line"
          />
        </AppLink>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-bold text-brand">{product.promo.eyebrow}</p>
        <h2 className="mt-1 text-xl font-bold">
          <AppLink href={href} className="text-ink no-underline hover:text-brand">
            {product.name}
          </AppLink>
        </h2>
        <p className="mt-2 flex-1 text-muted">{product.pitch}</p>
        <p className="mt-4 font-bold">
          {t('fromPrice', { price: formatYen(lowest, locale) })}
          <span className="ml-1 text-sm font-normal text-muted">（{t('taxIncluded')}）</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <AppLink href={href} className="btn-outline">
            {t('details')}
          </AppLink>
          <a href={downloadHref(product)} className="btn-accent" data-track="download">
            {t('download')}
          </a>
        </div>
      </div>
    </li>
  );
}

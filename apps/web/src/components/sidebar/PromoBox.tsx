import { getLocale, getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { getPromotedProduct } from '@/lib/content';
import { buyHref, downloadHref } from '@/lib/product-links';
import { versionedAssetUrl } from '@/lib/page-assets';

/**
 * The recommended software (the promoted product: docs/product.md#products): its texts, a link to
 * its page, download and buy links carrying its pid. Nothing at all when there is no product.
 */
export async function PromoBox({ wide = false }: { wide?: boolean }) {
  const [t, locale] = await Promise.all([getTranslations('promo'), getLocale()]);
  const product = await getPromotedProduct(locale);
  if (!product) return null;
  const page = `/products/${product.slug}`;
  const has = (code: string) => product.plans.some((p) => p.code === code);
  return (
    <section
      className={`rounded-xl bg-gradient-to-br from-brand-dark to-brand p-6 text-white ${wide ? 'md:flex md:items-center md:gap-8' : ''}`}
      data-testid="promo-box"
    >
      {/* Lazy: below the fold on phones, where an eager image is preloaded ahead of the page's own. */}
      <AppLink href={page} tabIndex={-1} aria-hidden className={wide ? 'md:w-72 md:shrink-0' : ''}>
        <img
          src={versionedAssetUrl('/images/demo/software-box.svg')}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          className={`mb-4 rounded-lg bg-white/10 ${wide ? 'md:mb-0' : ''}`}
        />
      </AppLink>
      <div>
        <p className="text-xs font-bold uppercase tracking-widest text-blue-100">
          {product.promo.eyebrow}
        </p>
        <h2 className="mt-1 text-xl font-bold">
          <AppLink href={page} className="text-white underline-offset-4 hover:text-white">
            {product.name}
          </AppLink>
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-blue-50">{product.pitch}</p>
        <ul className="mt-3 space-y-1 text-sm text-blue-50">
          {product.promo.points.map((point) => (
            <li key={point}>✓ {point}</li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-2">
          <a href={downloadHref(product)} className="btn-accent" data-track="download">
            {t('download')}
          </a>
          {has('perpetual') && (
            <a
              href={buyHref(product, 'perpetual')}
              className="btn bg-white text-brand-dark hover:bg-blue-50"
              data-track="purchase"
            >
              {t('buy')}
            </a>
          )}
          {has('yearly') && (
            <a
              href={buyHref(product, 'yearly')}
              className="btn border border-white/70 text-white hover:bg-white/10 hover:text-white"
              data-track="purchase"
            >
              {t('subscribe')}
            </a>
          )}
        </div>
        <AppLink href={page} className="mt-4 inline-block text-sm font-bold text-white">
          {t('details', { name: product.name })} →
        </AppLink>
      </div>
    </section>
  );
}

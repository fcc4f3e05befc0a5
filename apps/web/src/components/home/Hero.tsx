import { getLocale, getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/search/SearchForm';
import { Phrases } from '@/components/ui/Phrases';
import { getPromotedProduct } from '@/lib/content';
import { localizedPath } from '@/lib/metadata';
import { buyHref, downloadHref } from '@/lib/product-links';
import { versionedAssetUrl } from '@/lib/page-assets';

/** The home page's opening: title, search, and the promoted product's download and buy links. */
export async function Hero() {
  const [t, locale] = await Promise.all([getTranslations('home'), getLocale()]);
  const product = await getPromotedProduct(locale);
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-soft to-white">
      <div className="container-site grid items-center gap-8 py-12 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div>
          <h1 className="text-3xl font-bold leading-tight md:text-4xl">
            <Phrases text={t('heroTitle')} />
          </h1>
          <p className="phrases mt-4 max-w-xl text-muted">
            <Phrases text={t('heroLead')} />
          </p>
          <SearchForm
            action={localizedPath(locale, '/search-result')}
            id="hero-search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            button={t('searchButton')}
            className="mt-6 flex max-w-xl gap-2"
            inputClassName="min-w-0 flex-1 rounded-md border border-line bg-white px-4 py-2.5"
          />
          {product && (
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={downloadHref(product)} className="btn-accent" data-track="download">
                {t('download', { name: product.name })}
              </a>
              {product.plans.some((plan) => plan.code === 'perpetual') && (
                <a
                  href={buyHref(product, 'perpetual')}
                  className="btn-outline"
                  data-track="purchase"
                >
                  {t('buy')}
                </a>
              )}
            </div>
          )}
        </div>
        <img
          src={versionedAssetUrl('/images/demo/laptop-tv.svg')}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          className="w-full rounded-2xl"
        />
      </div>
    </section>
  );
}

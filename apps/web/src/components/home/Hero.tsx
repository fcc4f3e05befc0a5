import { siteConfig } from '@tsuzuri/config';
import { getLocale, getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/search/SearchForm';
import { Phrases } from '@/components/ui/Phrases';
import { localizedPath } from '@/lib/metadata';

export async function Hero() {
  const t = await getTranslations('home');
  const config = siteConfig();
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
            action={localizedPath(await getLocale(), '/search-result')}
            id="hero-search"
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            button={t('searchButton')}
            className="mt-6 flex max-w-xl gap-2"
            inputClassName="min-w-0 flex-1 rounded-md border border-line bg-white px-4 py-2.5"
          />
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={config.softwareDownloadUrl} className="btn-accent" data-track="download">
              {t('download')}
            </a>
            <a href={config.buyUrls.checkout} className="btn-outline" data-track="purchase">
              {t('buy')}
            </a>
          </div>
        </div>
        <img
          src="/images/demo/laptop-tv.svg"
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

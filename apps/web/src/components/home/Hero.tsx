import { siteConfig } from '@tsuzuri/config';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/lib/metadata';

export async function Hero() {
  const t = await getTranslations('home');
  const config = siteConfig();
  const searchAction = localizedPath(await getLocale(), '/search-result');
  return (
    <section className="border-b border-line bg-gradient-to-b from-brand-soft to-white">
      <div className="container-site grid items-center gap-8 py-12 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div>
          <h1 className="text-3xl font-bold leading-tight md:text-4xl">{t('heroTitle')}</h1>
          <p className="mt-4 max-w-xl text-muted">{t('heroLead')}</p>
          <form action={searchAction} method="get" role="search" className="mt-6 flex max-w-xl gap-2">
            <label htmlFor="hero-search" className="sr-only">{t('searchLabel')}</label>
            <input id="hero-search" name="q" type="search" placeholder={t('searchPlaceholder')} className="min-w-0 flex-1 rounded-md border border-line bg-white px-4 py-2.5" />
            <button type="submit" className="btn-brand">{t('searchButton')}</button>
          </form>
          <div className="mt-6 flex flex-wrap gap-3">
            <a href={config.softwareDownloadUrl} className="btn-accent" data-track="download">{t('download')}</a>
            <a href={config.buyUrls.checkout} className="btn-outline" data-track="purchase">{t('buy')}</a>
          </div>
        </div>
        <img src="/images/demo/laptop-tv.svg" alt="" width={1280} height={720} fetchPriority="high" className="w-full rounded-2xl" />
      </div>
    </section>
  );
}

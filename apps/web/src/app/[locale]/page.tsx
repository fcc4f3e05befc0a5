import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/ArticleCard';
import { Hero } from '@/components/home/Hero';
import { SectionHeading } from '@/components/home/SectionHeading';
import { TopArticles } from '@/components/home/TopArticles';
import { PromoBox } from '@/components/sidebar/PromoBox';
import { PageGraph } from '@/components/seo/PageGraph';
import { getTopArticles } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return {
    ...pageMetadata({
      locale,
      path: '/',
      title: t('title'),
      description: t('description'),
      keywords: t('keywords'),
    }),
    title: { absolute: t('title') },
  };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, latest, popular] = await Promise.all([
    getTranslations('home'),
    getTopArticles('latest', locale, siteConfig().pageSize),
    getTopArticles('popular', locale, siteConfig().pageSize),
  ]);
  const adult = siteConfig().adultUrls;
  type Items = typeof latest;
  // The newest and the most read: six cards each (adult articles left out), then a link to the full list.
  const listing = (kind: 'latest' | 'popular', moreHref: string, items: Items = []) => (
    <section aria-labelledby={kind}>
      <SectionHeading id={kind} title={t(kind)} moreHref={moreHref} moreLabel={t('more')} />
      <ArticleGrid articles={items.filter((a) => !adult.includes(a.slug)).slice(0, 6)} />
    </section>
  );
  return (
    <>
      <PageGraph locale={locale} path="/" name={t('title')} description={t('description')} />
      <Hero />
      <div className="container-site flex flex-col gap-14 py-10">
        <section aria-labelledby="top-articles">
          <SectionHeading id="top-articles" title={t('recommended')} />
          <TopArticles />
        </section>
        {listing('latest', '/by-latest', latest)}
        <PromoBox wide />
        {listing('popular', '/by-popularity', popular)}
      </div>
    </>
  );
}

import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/ArticleCard';
import { Hero } from '@/components/home/Hero';
import { SectionHeading } from '@/components/home/SectionHeading';
import { TopArticles } from '@/components/home/TopArticles';
import { PromoBox } from '@/components/sidebar/PromoBox';
import { getListing } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'home' });
  return { ...pageMetadata({ locale, path: '/', description: t('description'), keywords: t('keywords') }), title: { absolute: t('title') } };
}

export default async function HomePage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, latest, popular] = await Promise.all([
    getTranslations('home'),
    getListing('latest', locale, 1),
    getListing('popular', locale, 1),
  ]);
  const adult = siteConfig().adultUrls;
  const visible = (items: NonNullable<typeof latest>['items']) => items.filter((a) => !adult.includes(a.slug)).slice(0, 6);
  return (
    <>
      <Hero />
      <div className="container-site flex flex-col gap-14 py-10">
        <section aria-labelledby="top-articles">
          <SectionHeading id="top-articles" title={t('recommended')} />
          <TopArticles />
        </section>
        <section aria-labelledby="latest">
          <SectionHeading id="latest" title={t('latest')} moreHref="/by-latest" moreLabel={t('more')} />
          <ArticleGrid articles={visible(latest?.items ?? [])} />
        </section>
        <PromoBox wide />
        <section aria-labelledby="popular">
          <SectionHeading id="popular" title={t('popular')} moreHref="/by-popularity" moreLabel={t('more')} />
          <ArticleGrid articles={visible(popular?.items ?? [])} />
        </section>
      </div>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductLinks } from '@/components/product/ProductLinks';
import { AppLink } from '@/components/ui/AppLink.client';
import { PageGraph } from '@/components/seo/PageGraph';
import { getNavigation, getSitemapArticles } from '@/lib/content';
import { LEGAL_PAGE_LINKS } from '@/lib/legal-pages';
import { pageMetadata } from '@/lib/metadata';
import { PageTitle } from '@/components/ui/PageTitle';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'pagelink' });
  return pageMetadata({
    locale,
    path: '/pagelink',
    title: t('title'),
    description: t('description'),
  });
}

/** The link page: every category with its articles, the products, the site's fixed pages — a sitemap for people. */
export default async function PageLinkPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, tNav, tFooter, nav, articles] = await Promise.all([
    getTranslations('pagelink'),
    getTranslations('nav'),
    getTranslations('footer'),
    getNavigation(locale),
    getSitemapArticles(locale),
  ]);
  const byCategory = (uid: string) => articles.filter((a) => a.category?.uid === uid);
  const fixedPages = [
    ['/by-latest', t('latest')],
    ['/by-popularity', t('popular')],
    ['/about-us', tFooter('aboutUs')],
    ['/about-site', tFooter('aboutSite')],
    ...LEGAL_PAGE_LINKS.map(([href, label]) => [href, tFooter(label)]),
    ['/contact', tFooter('contact')],
    ['/resource', tFooter('resource')],
  ];
  return (
    <div className="container-site py-8">
      <PageGraph
        locale={locale}
        path="/pagelink"
        name={t('title')}
        description={t('description')}
        crumbs={[{ name: tNav('home'), href: '/' }, { name: t('title') }]}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <PageTitle spacing="mb-8">{t('title')}</PageTitle>
      <div className="columns-1 gap-10 md:columns-2 xl:columns-3">
        {nav.map((top) => (
          <section key={top.uid} className="mb-8 break-inside-avoid">
            <h2 className="mb-2 text-lg font-bold">
              <AppLink href={`/${top.uid}`}>{top.name}</AppLink>
            </h2>
            <ul className="space-y-1 text-sm">
              {[top, ...top.children]
                .flatMap((c) => byCategory(c.uid))
                .map((a) => (
                  <li key={a.id}>
                    <AppLink href={`/${a.slug}`} className="text-ink hover:text-brand">
                      {a.title}
                    </AppLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <ProductLinks locale={locale} />
        <section className="mb-8 break-inside-avoid">
          <h2 className="mb-2 text-lg font-bold">{t('pages')}</h2>
          <ul className="space-y-1 text-sm">
            {fixedPages.map(([href, label]) => (
              <li key={href}>
                <AppLink href={href}>{label}</AppLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

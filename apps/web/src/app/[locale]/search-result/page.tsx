import { repositories, siteConfig } from '@tsuzuri/content';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/ArticleCard';
import { WithSidebar } from '@/components/page/WithSidebar';
import { AppLink } from '@/components/ui/AppLink.client';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { pageMetadata, localizedPath } from '@/lib/metadata';
import { cleanSearchQuery } from '@/lib/search-query';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'search' });
  // Result pages are endless variations of one page: keep them out of search engines.
  return pageMetadata({ locale, path: '/search-result', title: t('title'), description: t('description'), noindex: true });
}

export default async function SearchResultPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const search = await searchParams;
  const q = cleanSearchQuery(search.q);
  const pageRaw = typeof search.page === 'string' && /^[1-9]\d{0,3}$/.test(search.page) ? Number(search.page) : 1;
  const [t, tNav, repos] = await Promise.all([getTranslations('search'), getTranslations('nav'), repositories()]);
  const results = q ? await repos.articles.searchSimple(q, locale, pageRaw, siteConfig().pageSize) : null;
  const action = localizedPath(locale, '/search-result');
  const pageHref = (n: number) => `/search-result?q=${encodeURIComponent(q)}&page=${n}`;

  return (
    <WithSidebar locale={locale}>
      <Breadcrumb items={[{ name: tNav('home'), href: '/' }, { name: t('title') }]} label={tNav('breadcrumb')} />
      <h1 className="text-2xl font-bold md:text-3xl">{q ? t('heading', { q }) : t('title')}</h1>
      <form action={action} method="get" role="search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">{t('label')}</label>
        <input id="search-page-q" name="q" type="search" defaultValue={q} maxLength={100} className="min-w-0 flex-1 rounded-md border border-line px-4 py-2.5" placeholder={t('placeholder')} />
        <button type="submit" className="btn-brand">{t('button')}</button>
      </form>
      {results && (
        <p className="mt-6 text-sm text-muted" data-testid="search-count">{t('count', { count: results.total })}</p>
      )}
      <div className="mt-6">
        {results && results.items.length > 0 && <ArticleGrid articles={results.items} />}
        {results && results.items.length === 0 && (
          <div className="rounded-xl border border-line bg-paper p-6" data-testid="search-empty">
            <p className="font-bold">{t('emptyHeading', { q })}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-sm text-muted">
              <li>{t('tipShorter')}</li>
              <li>{t('tipOther')}</li>
              <li><AppLink href="/by-popularity">{t('tipPopular')}</AppLink></li>
            </ul>
          </div>
        )}
        {!results && <p className="text-muted">{t('prompt')}</p>}
      </div>
      {results && results.pageCount > 1 && (
        <nav className="mt-8 flex justify-center gap-3" aria-label={t('pagination')}>
          {pageRaw > 1 && <AppLink href={pageHref(pageRaw - 1)} className="btn-outline">← {t('prev')}</AppLink>}
          <span className="self-center text-sm text-muted">{pageRaw} / {results.pageCount}</span>
          {pageRaw < results.pageCount && <AppLink href={pageHref(pageRaw + 1)} className="btn-outline">{t('next')} →</AppLink>}
        </nav>
      )}
    </WithSidebar>
  );
}

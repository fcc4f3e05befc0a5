import { repositories } from '@/repositories';
import { siteConfig } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { cache } from 'react';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WithSidebar } from '@/components/page/WithSidebar';
import { SearchEmpty } from '@/components/search/SearchEmpty';
import { SearchForm } from '@/components/search/SearchForm';
import { Pagination } from '@/components/ui/Pagination';
import { SearchResults } from '@/components/search/SearchResults';
import { PageGraph } from '@/components/seo/PageGraph';
import { pageMetadata, localizedPath } from '@/lib/metadata';
import { cleanSearchQuery } from '@/lib/search-query';
import { PageTitle } from '@/components/ui/PageTitle';
import { noteReaderSearch, searchCountLimiter } from '@/lib/search-log';
import { visitorFromHeaders } from '@/lib/abuse/visitor-address';
import { serverEnv } from '@/env';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** ?page=N: a positive integer, anything else is page 1 (a mistyped page never errors). */
const pageParam = (raw: unknown) =>
  typeof raw === 'string' && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1;

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const search = await searchParams;
  const q = cleanSearchQuery(search.q);
  const page = pageParam(search.page);
  const [t, results] = await Promise.all([
    getTranslations({ locale, namespace: 'search' }),
    q ? searchArticles(q, locale, page) : null,
  ]);
  // The first page of a query that finds articles is a real topic hub ("画質" → every article on
  // picture quality), so it may be indexed under its own canonical URL. Empty queries, empty
  // results and later pages are endless variations: kept out of search engines (decision 13).
  const indexable = Boolean(q && results && results.total > 0 && page === 1);
  const title = indexable ? t('heading', { q }) : t('title');
  return pageMetadata({
    locale,
    path: '/search-result',
    query: indexable ? { q } : undefined,
    // Such a hub is this locale's articles on the word, not a page with translations: the same
    // query in another locale finds other articles or none (a noindex page, whose canonical has
    // no query), so it names no other language (docs/product.md#search).
    availableLocales: indexable ? [locale] : undefined,
    title,
    description: t('description'),
    noindex: !indexable,
  });
}

/**
 * A rendered search and its result count; a router prefetch reports the count only, and a
 * reader's repeat of a query counts once in a while (search-log.ts). Searches answered from the
 * cache are counted by the front (front/search-count.ts).
 */
const reportResults = (
  query: string,
  locale: string,
  results: number,
  prefetch: boolean,
  address: string,
) =>
  noteReaderSearch(
    { query, locale, searches: prefetch ? 0 : 1, results },
    address,
    searchCountLimiter(serverEnv().REDIS_URL),
    async (entries) => (await repositories()).searches.recordAll(entries),
  );

/** One search per request, shared by the metadata and the page. */
const searchArticles = cache(async (q: string, locale: string, page: number) =>
  (await repositories()).articles.search(q, locale, page, siteConfig().pageSize),
);

export default async function SearchResultPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const search = await searchParams;
  const q = cleanSearchQuery(search.q);
  const page = pageParam(search.page);
  const [t, tNav] = await Promise.all([getTranslations('search'), getTranslations('nav')]);
  const results = q ? await searchArticles(q, locale, page) : null;
  // What readers look for (docs/analytics.md#searches): the first page only, no personal data.
  // Never in the way of the page: noted in memory, written every few seconds (search-log.ts).
  if (results && page === 1) {
    const asked = await headers();
    const prefetch = Boolean(
      asked.get('next-router-prefetch') || asked.get('next-router-segment-prefetch'),
    );
    void reportResults(q, locale, results.total, prefetch, visitorFromHeaders(asked).ip);
  }
  const suggestions =
    results?.total === 0 ? await (await repositories()).articles.suggest(q, locale) : [];
  // Past the last page of results there is no page, as for /by-latest/99: the site's 404 (never
  // cached by the front). A query without results shows the empty state on any page number.
  if (results && results.total > 0 && page > results.pageCount) notFound();

  return (
    <WithSidebar locale={locale}>
      <PageGraph
        locale={locale}
        path="/search-result"
        query={results && results.total > 0 && page === 1 ? { q } : undefined}
        type="SearchResultsPage"
        name={q ? t('heading', { q }) : t('title')}
        description={t('description')}
        crumbs={[{ name: tNav('home'), href: '/' }, { name: t('title') }]}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <PageTitle>{q ? t('heading', { q }) : t('title')}</PageTitle>
      <SearchForm
        action={localizedPath(locale, '/search-result')}
        id="search-page-q"
        label={t('label')}
        placeholder={t('placeholder')}
        button={t('button')}
        defaultValue={q}
        maxLength={100}
        className="mt-6 flex gap-2"
        inputClassName="min-w-0 flex-1 rounded-md border border-line px-4 py-2.5"
      />
      {results && (
        <p className="mt-6 text-sm text-muted" data-testid="search-count">
          {results.more
            ? t('countMore', { count: results.total })
            : t('count', { count: results.total })}
        </p>
      )}
      <div className="mt-4">
        {results && results.items.length > 0 && (
          <SearchResults hits={results.items} start={(page - 1) * siteConfig().pageSize + 1} />
        )}
        {results && results.total === 0 && (
          <SearchEmpty
            heading={t('emptyHeading', { q })}
            tips={[t('tipShorter'), t('tipOther')]}
            popular={t('tipPopular')}
            suggestions={suggestions}
            suggestionsLabel={t('didYouMean')}
          />
        )}
        {!results && <p className="text-muted">{t('prompt')}</p>}
      </div>
      {results && (
        <Pagination
          page={page}
          pageCount={results.pageCount}
          // Page 1 has no page parameter, so the first page of a query has one URL (one cache entry).
          href={(n) => `/search-result?q=${encodeURIComponent(q)}${n > 1 ? `&page=${n}` : ''}`}
          labels={{ nav: t('pagination'), prev: t('prev'), next: t('next') }}
        />
      )}
    </WithSidebar>
  );
}

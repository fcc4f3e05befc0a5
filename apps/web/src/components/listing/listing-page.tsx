import { siteConfig } from '@tsuzuri/config';
import { BLOG_CATEGORY_UID } from '@tsuzuri/content';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/ArticleCard';
import { WithSidebar } from '@/components/page/WithSidebar';
import { PageGraph } from '@/components/seo/PageGraph';
import { Pagination } from '@/components/ui/Pagination';
import { getCategory, getListing } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { parsePageParam } from '@/lib/paging';
import { pathFor } from '@/lib/site-routes';
import { PageTitle } from '@/components/ui/PageTitle';

export type ListingKind = 'blog' | 'latest' | 'popular';

export type ListingProps = {
  params: Promise<{ locale: string; page?: string[] }>;
  searchParams: Promise<{ category?: string | string[] }>;
};

const ROUTE = {
  blog: 'blog',
  latest: 'by-latest',
  popular: 'by-popularity',
} as const satisfies Record<ListingKind, string>;

/** The page's identity: kind, page number and (rankings only) an optional category filter. */
async function load(kind: ListingKind, props: ListingProps) {
  const [{ locale, page: segments }, search] = await Promise.all([
    props.params,
    props.searchParams,
  ]);
  const page = parsePageParam(segments);
  const categoryUid =
    kind !== 'blog' && typeof search.category === 'string' ? search.category : undefined;
  if (page === null) return null;
  const category = categoryUid ? await getCategory(categoryUid, locale) : null;
  if (categoryUid && !category) return null;
  const listing = await getListing(kind, locale, page, categoryUid);
  if (!listing) return null;
  return { locale, page, category, listing };
}

/**
 * The served locales in which this page of the listing exists: a language with fewer articles
 * has fewer pages, and an hreflang alternate must never lead a crawler to a 404.
 */
async function localesWithPage(kind: ListingKind, page: number, categoryUid?: string) {
  const locales = siteConfig().locales as string[];
  // Page 1 is a page in every language (an empty list still is): no other locale's list is read.
  if (page === 1) return locales;
  const listings = await Promise.all(locales.map((l) => getListing(kind, l, page, categoryUid)));
  return locales.filter((_, i) => listings[i]);
}

export async function listingMetadata(kind: ListingKind, props: ListingProps): Promise<Metadata> {
  const data = await load(kind, props);
  if (!data) return {};
  const t = await getTranslations({ locale: data.locale, namespace: 'listing' });
  const { title, heading, description } = headOf(t, kind, data);
  const path = pathFor(ROUTE[kind], { page: data.page });
  return pageMetadata({
    locale: data.locale,
    path,
    title,
    description,
    query: { category: data.category?.uid },
    availableLocales: await localesWithPage(kind, data.page, data.category?.uid),
    feed: kind === 'blog' ? { category: BLOG_CATEGORY_UID, title: heading } : undefined,
  });
}

type ListingTexts = Awaited<ReturnType<typeof getTranslations<'listing'>>>;

/**
 * The listing's heading, and its title and description as a search result shows them: from
 * page 2 on both name the page (「（2ページ目）」), so no two pages of a list share either.
 */
function headOf(
  t: ListingTexts,
  kind: ListingKind,
  data: { page: number; category?: { name: string } | null },
) {
  const category = data.category?.name ?? 'none';
  const heading = t(`${kind}.title`, { category });
  const paged = (text: string) => (data.page > 1 ? t('paged', { text, page: data.page }) : text);
  return {
    heading,
    title: paged(heading),
    description: paged(t(`${kind}.description`, { category })),
  };
}

/** The page of /blog, /by-latest and /by-popularity, all paged. */
export async function ListingPage({ kind, ...props }: ListingProps & { kind: ListingKind }) {
  const data = await load(kind, props);
  if (!data) notFound();
  setRequestLocale(data.locale);
  const [t, tNav] = await Promise.all([getTranslations('listing'), getTranslations('nav')]);
  const { title, heading, description } = headOf(t, kind, data);
  return (
    <WithSidebar locale={data.locale}>
      <PageGraph
        locale={data.locale}
        path={pathFor(ROUTE[kind], { page: data.page })}
        query={{ category: data.category?.uid }}
        type="CollectionPage"
        name={title}
        description={description}
        crumbs={[{ name: tNav('home'), href: '/' }, { name: heading }]}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <PageTitle spacing="mb-2">{heading}</PageTitle>
      {/* A heading (styled as a note) so the cards' h3 titles sit under an h2, not straight under the h1. */}
      <h2 className="mb-8 text-sm font-normal text-muted">
        {t('count', { total: data.listing.total, page: data.page, pages: data.listing.pageCount })}
      </h2>
      {data.listing.items.length ? (
        <ArticleGrid articles={data.listing.items} priorityCount={3} lastScreenCount={6} />
      ) : (
        <p className="text-muted">{t('empty')}</p>
      )}
      <Pagination
        page={data.page}
        pageCount={data.listing.pageCount}
        href={(n) => pathFor(ROUTE[kind], { page: n, category: data.category?.uid })}
        labels={{ nav: t('pagination'), prev: t('prev'), next: t('next'), page: t('pageN') }}
      />
    </WithSidebar>
  );
}

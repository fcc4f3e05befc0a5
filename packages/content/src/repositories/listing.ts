import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import type { ArticleOrder, ArticleSummary, Paged } from '../types';
import { type From, summaryQuery, toSummary } from './summary';

export type ListOptions = {
  locale: string;
  order: ArticleOrder;
  page: number;
  perPage: number;
  /** Only these categories; omitted = every category (standalone pages are never listed). */
  categoryIds?: number[];
  excludeSlugs?: string[];
};

/**
 * The article listings (home, category pages, /by-latest, /by-popularity, the sidebar). Each
 * page costs what it shows, not what the site holds (docs/benchmarks.md, "How cost grows"):
 * - latest reads the listing index (migration 0018) newest first and stops at the page;
 * - popular walks the kept ranking (migration 0027, refreshed every few minutes) in rank order,
 *   the locale's published entries alone (0031), and stops at the page, then the unranked articles
 *   along the view-count index (0018); the window's views are summed by the refresh, never by a
 *   render;
 * - the total is the sum of the database's counters (migration 0023), asked only by pages that
 *   show it (`top` never counts).
 */

type Narrowable = SelectQueryBuilder<From, 'a', object>;

type Scope = Omit<ListOptions, 'order' | 'page' | 'perPage'>;

/** Any select, for the columns the listing's rule names by their table's alias. */
// biome-ignore lint/suspicious/noExplicitAny: the rule reads the same columns of two tables
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * The listing's rule, once for both places it is read: published articles of the locale in the
 * listing's categories (any category when it names none; never a standalone page), on the
 * article's own columns (`a`) or on the ranking's copies of them (`p`, migration 0031). Plain
 * chained conditions, as before: an `and` of expressions made each list ~25 µs slower (2,000
 * calls of the sidebar's list; this way ~10 µs, 236 → 246 µs).
 */
function inListing<Q>(query: Q, table: 'a' | 'p', opts: Scope): Q {
  const column = (name: 'locale' | 'status' | 'category_id') => `${table}.${name}`;
  const q = (query as AnySelect)
    .where(column('locale'), '=', opts.locale)
    .where(column('status'), '=', 'published');
  return (
    opts.categoryIds
      ? q.where(column('category_id'), 'in', opts.categoryIds.length ? opts.categoryIds : [-1])
      : q.where(column('category_id'), 'is not', null)
  ) as Q;
}

/** The articles of the listing, minus the excluded slugs. */
function narrow<Q extends Narrowable>(q: Q, opts: Scope): Q {
  const out = inListing(q, 'a', opts);
  return opts.excludeSlugs?.length ? (out.where('a.slug', 'not in', opts.excludeSlugs) as Q) : out;
}

export function listingQueries(db: Db, fallbackLocale: string) {
  const summaries = (opts: ListOptions) =>
    narrow(
      summaryQuery(db, opts.locale, fallbackLocale) as unknown as Narrowable,
      opts,
    ) as unknown as ReturnType<typeof summaryQuery>;

  // The listing's articles alone, for the page's ids: `a.id` and what `narrow` asks are in the
  // listing indexes (migration 0028), so the articles a deep page skips are read from an index,
  // not as rows; only the page's own are read whole, by key (inOrder).
  const listed = (opts: ListOptions) =>
    narrow(db.selectFrom('articles as a') as unknown as Narrowable, opts).select(
      'a.id',
    ) as unknown as SelectQueryBuilder<From, 'a', { id: number }>;

  const idsOf = async (q: SelectQueryBuilder<From, 'a', { id: number }>) =>
    (await q.execute()).map((r) => r.id);

  // The listing's ranked articles, in rank order (the ranking as of its last refresh,
  // popularity.ts). Each ranked row carries its article's locale, state and category, kept equal
  // to the article's own by a trigger (migration 0031), so the listing is found in the ranking
  // alone, along `article_popularity_listing_idx`: a deep page walks the locale's published
  // entries to its offset (a category's list keeps its own from each entry), as a page of the
  // latest does, never the other locales' or the drafts'.
  function rankedListing(opts: ListOptions) {
    const q = inListing(db.selectFrom('article_popularity as p'), 'p', opts);
    if (!opts.excludeSlugs?.length) return q;
    const excluded = db
      .selectFrom('articles')
      .select('id')
      .where('locale', '=', opts.locale)
      .where('slug', 'in', opts.excludeSlugs);
    return q.where('p.article_id', 'not in', excluded);
  }

  /** The summaries of the articles `ids` names, in that order. */
  async function inOrder(opts: ListOptions, ids: number[]) {
    if (!ids.length) return [];
    const found = await summaries(opts).where('a.id', 'in', ids).execute();
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function popularRows(opts: ListOptions, limit: number, offset: number) {
    const shown = (
      await rankedListing(opts)
        .select('p.article_id')
        .orderBy('p.rank')
        .limit(limit)
        .offset(offset)
        .execute()
    ).map((r) => r.article_id);
    const page = await inOrder(opts, shown);
    if (shown.length === limit) return page;
    // The listing's ranked articles end on this page or before it: the page goes on with the
    // unranked ones, by lifetime views, after as many of them as earlier pages showed.
    const ranked =
      shown.length || offset === 0
        ? offset + shown.length
        : Number(
            (
              await rankedListing(opts)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
    const rest = await idsOf(
      listed(opts)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('article_popularity as p')
                .select(sql`1`.as('one'))
                .whereRef('p.article_id', '=', 'a.id'),
            ),
          ),
        )
        .orderBy('a.view_count', 'desc')
        .orderBy('a.published_at', 'desc')
        .orderBy('a.id', 'desc')
        .limit(limit - shown.length)
        .offset(Math.max(0, offset - ranked)),
    );
    return [...page, ...(await inOrder(opts, rest))];
  }

  async function rows(opts: ListOptions): Promise<ArticleSummary[]> {
    const offset = (opts.page - 1) * opts.perPage;
    const found =
      opts.order === 'popular'
        ? await popularRows(opts, opts.perPage, offset)
        : await inOrder(
            opts,
            await idsOf(
              listed(opts)
                .orderBy('a.published_at', 'desc')
                .orderBy('a.id', 'desc')
                .limit(opts.perPage)
                .offset(offset),
            ),
          );
    return found.map(toSummary);
  }

  // The listing's size from the counters the database keeps (migration 0023): a few rows, where
  // counting the categories' articles grew with the corpus. Excluded slugs are few (an adult
  // list, the page's own article): counted by their key and taken off.
  async function count(opts: ListOptions): Promise<number> {
    let counters = db
      .selectFrom('listing_counts')
      .select((eb) => eb.fn.sum<number>('published').as('total'))
      .where('locale', '=', opts.locale);
    if (opts.categoryIds)
      counters = counters.where(
        'category_id',
        'in',
        opts.categoryIds.length ? opts.categoryIds : [-1],
      );
    const { total } = await counters.executeTakeFirstOrThrow();
    if (!opts.excludeSlugs?.length) return Number(total ?? 0);
    const excluded = await (
      narrow(db.selectFrom('articles as a') as unknown as Narrowable, {
        ...opts,
        excludeSlugs: undefined,
      }) as unknown as ReturnType<typeof db.selectFrom<'articles as a'>>
    )
      .where('a.slug', 'in', opts.excludeSlugs)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(total ?? 0) - Number(excluded.n);
  }

  return {
    /** One page and the listing's size (for pagination). */
    async page(opts: ListOptions): Promise<Paged<ArticleSummary>> {
      const [items, total] = await Promise.all([rows(opts), count(opts)]);
      return {
        items,
        total,
        page: opts.page,
        pageCount: Math.max(1, Math.ceil(total / opts.perPage)),
      };
    },
    /** The first `perPage` articles only, uncounted (the sidebar, the home page, related articles). */
    top: (opts: Omit<ListOptions, 'page'>) => rows({ ...opts, page: 1 }),
  };
}

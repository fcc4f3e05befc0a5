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
 * - popular walks the kept ranking (migration 0027, refreshed every few minutes) in rank order
 *   and stops at the page, then the unranked articles along the view-count index (0018); the
 *   window's views are summed by the refresh, never by a render;
 * - the total is the sum of the database's counters (migration 0023), asked only by pages that
 *   show it (`top` never counts).
 */

type Narrowable = SelectQueryBuilder<From, 'a', object>;

/** The most ranked articles a popular list looks up in one statement (rankedIds). */
const MAX_STRETCH = 4_096;

/** Published articles of the locale in the listing's categories, minus the excluded slugs. */
function narrow<Q extends Narrowable>(
  q: Q,
  opts: Omit<ListOptions, 'order' | 'page' | 'perPage'>,
): Q {
  let out = q.where('a.locale', '=', opts.locale).where('a.status', '=', 'published') as Q;
  out = (
    opts.categoryIds
      ? out.where('a.category_id', 'in', opts.categoryIds.length ? opts.categoryIds : [-1])
      : out.where('a.category_id', 'is not', null)
  ) as Q;
  if (opts.excludeSlugs?.length) out = out.where('a.slug', 'not in', opts.excludeSlugs) as Q;
  return out;
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

  // The ranking as of its last refresh (popularity.ts), walked in rank order: a list reads as
  // many ranked articles as it reaches, however many were read lately. It is read alone, a
  // stretch at a time, and the listing's articles among each stretch are found by their keys
  // in an index that holds the listing's columns (migration 0030), never in their rows:
  // joined in one query, the planner went by its statistics, and with the articles counted ten
  // times too few (a site that grew between two analyses) it read every article of the locale
  // first — 65–74 ms at 10,000 articles, against 0.03 ms with fresh statistics.
  async function rankedIds(opts: ListOptions, count: number): Promise<number[]> {
    const found: number[] = [];
    let afterRank = 0;
    // Doubling, up to a stretch whose keys stay far inside both databases' limit on a statement's
    // parameters (SQLite's 32,766): a list of one locale walks past every other locale's articles.
    const next = (stretch: number) => Math.min(2 * stretch, MAX_STRETCH);
    let stretch = Math.min(Math.max(2 * count, 32), MAX_STRETCH);
    for (; found.length < count; stretch = next(stretch)) {
      const ranked = await db
        .selectFrom('article_popularity')
        .select(['article_id', 'rank'])
        .where('rank', '>', afterRank)
        .orderBy('rank')
        .limit(stretch)
        .execute();
      if (!ranked.length) break;
      afterRank = Number(ranked[ranked.length - 1].rank);
      const inListing = new Set(
        await idsOf(
          listed(opts).where(
            'a.id',
            'in',
            ranked.map((r) => r.article_id),
          ),
        ),
      );
      for (const r of ranked) if (inListing.has(r.article_id)) found.push(r.article_id);
      if (ranked.length < stretch) break;
    }
    return found.slice(0, count);
  }

  /** The summaries of the articles `ids` names, in that order. */
  async function inOrder(opts: ListOptions, ids: number[]) {
    if (!ids.length) return [];
    const found = await summaries(opts).where('a.id', 'in', ids).execute();
    const byId = new Map(found.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function popularRows(opts: ListOptions, limit: number, offset: number) {
    const ranked = await rankedIds(opts, offset + limit);
    const shown = ranked.slice(offset);
    const page = await inOrder(opts, shown);
    if (ranked.length === offset + limit) return page;
    // Every ranked article of the listing is in `ranked`: the page goes on with the unranked ones,
    // by lifetime views.
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
        .offset(Math.max(0, offset - ranked.length)),
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

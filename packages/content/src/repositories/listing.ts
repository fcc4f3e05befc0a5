import { type SelectQueryBuilder, sql } from 'kysely';
import { type Db, dayOf } from '@tsuzuri/db';
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
 * - popular reads the articles read within the window first (as many as readers touched, not the
 *   whole corpus), then the rest along the view-count index (0018), instead of summing every
 *   article's window to sort them all;
 * - the total is the sum of the database's counters (migration 0023), asked only by pages that
 *   show it (`top` never counts).
 */

type Narrowable = SelectQueryBuilder<From, 'a', object>;

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

export function listingQueries(db: Db, fallbackLocale: string, popularWindowDays: number) {
  const summaries = (opts: ListOptions) =>
    narrow(
      summaryQuery(db, opts.locale, fallbackLocale) as unknown as Narrowable,
      opts,
    ) as unknown as ReturnType<typeof summaryQuery>;

  async function popularRows(opts: ListOptions, limit: number, offset: number) {
    const since = dayOf(new Date(Date.now() - popularWindowDays * 86_400_000));
    // Views within the window per article: bounded by what readers read lately.
    const recent = db
      .selectFrom('article_views_daily')
      .select(['article_id'])
      .select((eb) => eb.fn.sum<number>('views').as('views'))
      .where('day', '>', since)
      .groupBy('article_id')
      .having((eb) => eb.fn.sum('views'), '>', 0);
    const viewed = await summaries(opts)
      .innerJoin(recent.as('r'), 'r.article_id', 'a.id')
      .orderBy('r.views', 'desc')
      .orderBy('a.view_count', 'desc')
      .orderBy('a.published_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(offset + limit)
      .execute();
    if (viewed.length === offset + limit) return viewed.slice(offset);
    // Every viewed article is in `viewed`: the page goes on with the unviewed ones, by lifetime views.
    const rest = await summaries(opts)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('article_views_daily as v')
              .select(sql`1`.as('one'))
              .whereRef('v.article_id', '=', 'a.id')
              .where('v.day', '>', since)
              .where('v.views', '>', 0),
          ),
        ),
      )
      .orderBy('a.view_count', 'desc')
      .orderBy('a.published_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(limit - Math.max(0, viewed.length - offset))
      .offset(Math.max(0, offset - viewed.length))
      .execute();
    return [...viewed.slice(offset), ...rest];
  }

  async function rows(opts: ListOptions): Promise<ArticleSummary[]> {
    const offset = (opts.page - 1) * opts.perPage;
    const found =
      opts.order === 'popular'
        ? await popularRows(opts, opts.perPage, offset)
        : await summaries(opts)
            .orderBy('a.published_at', 'desc')
            .orderBy('a.id', 'desc')
            .limit(opts.perPage)
            .offset(offset)
            .execute();
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

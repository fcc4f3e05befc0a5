import { type AnalyticsDailyTable, type Db, dayOf } from '@tsuzuri/db';
import { knownPagesCache, type PageRoute } from './known-pages';
import { addArticleViews } from './views';
import { asRolledUp, insertNew, newReaders, rollup, upsertDaily } from './analytics-batch';

/** Scroll depth milestones the rollup keeps a column for (the tracker's; docs/product.md#throttles-and-milestones). */
export const SCROLL_DEPTHS = [20, 40, 60, 80, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/** One event the front accepted, with what it already worked out about it. */
export type AnalyticsEventInput = {
  uploadId: string;
  receivedAt: Date;
  event: string;
  /** The page's URL path, without query or hash (e.g. /en/some-article). */
  pagePath: string;
  /** The tracking page name of that path (apps/web/src/lib/page-name.ts). */
  pageName: string;
  /** Which of the site's routes the path is; only pages the site has get a rollup row of their own. */
  route?: PageRoute;
  locale: string;
  /** token or fingerprint id, else a salted address hash. */
  reader: string;
  bot: boolean;
  /** The cleaned payload with the ids the server issued; stored as JSON. */
  fields: Record<string, unknown>;
  /** page_scroll: the milestones this page view reached for the first time with this event. */
  scrollDepths?: readonly number[];
  /** page_view: the article slug of the path, when this view counts for the ranking. */
  articleSlug?: string;
};

export type DailyStats = {
  day: string;
  page: string;
  pageName: string;
  locale: string;
  views: number;
  readers: number;
  scroll20: number;
  scroll40: number;
  scroll60: number;
  scroll80: number;
  scroll100: number;
  downloads: number;
  purchases: number;
  outbound: number;
};

export type StatsSummary = { from: string; to: string; page: string | null; rows: DailyStats[]; totals: Omit<DailyStats, 'day' | 'page' | 'pageName' | 'locale'> };

export function analyticsRepository(db: Db) {
  const pages = knownPagesCache();
  return {
    /**
     * Stores a batch in one transaction: the raw events (bots flagged), the daily rollup per
     * page, and the article views the popularity ranking reads. Events whose upload_id is
     * already stored are skipped entirely, so a replay never counts twice.
     */
    async insertBatch(events: AnalyticsEventInput[]): Promise<{ stored: number; duplicates: number; articleViews: number }> {
      if (!events.length) return { stored: 0, duplicates: 0, articleViews: 0 };
      return db.transaction().execute(async (trx) => {
        const fresh = await insertNew(trx, events);
        const counted = fresh.filter((e) => !e.bot);
        const rolled = await asRolledUp(trx, counted, pages);
        const readers = await newReaders(trx, rolled.filter((e) => e.event === 'page_view'));
        await upsertDaily(trx, rollup(rolled, readers));
        const articleViews = await addArticleViews(
          trx,
          counted.flatMap((e) => (e.event === 'page_view' && e.articleSlug ? [{ slug: e.articleSlug, locale: e.locale, day: dayOf(e.receivedAt), views: 1 }] : [])),
        );
        return { stored: fresh.length, duplicates: events.length - fresh.length, articleViews };
      });
    },

    /** The daily rollups between two days (inclusive), optionally of one page (path or name). */
    async summary(opts: { from: string; to: string; page?: string | null }): Promise<StatsSummary> {
      let q = db.selectFrom('analytics_daily').selectAll().where('day', '>=', opts.from).where('day', '<=', opts.to);
      if (opts.page) q = q.where((eb) => eb.or([eb('page_path', '=', opts.page as string), eb('page_name', '=', opts.page as string)]));
      const found = await q.orderBy('day', 'asc').orderBy('views', 'desc').orderBy('page_path', 'asc').execute();
      const rows = found.map(toStats);
      const totals = { ...zeroStatsCounters() };
      for (const r of rows) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
      return { from: opts.from, to: opts.to, page: opts.page ?? null, rows, totals };
    },

    /**
     * Drops raw events and per-reader rows of days before `day` (YYYY-MM-DD). The daily rollups
     * (what stats and the ranking read) are kept; raw events only serve audits and replays.
     */
    async pruneBefore(day: string): Promise<{ events: number; readers: number }> {
      return db.transaction().execute(async (trx) => {
        const events = await trx.deleteFrom('analytics_events').where('day', '<', day).executeTakeFirst();
        const readers = await trx.deleteFrom('analytics_daily_readers').where('day', '<', day).executeTakeFirst();
        return { events: Number(events.numDeletedRows), readers: Number(readers.numDeletedRows) };
      });
    },

    /** Raw events stored since a moment (the ingestion benchmark's "stored" count). */
    async countEvents(since = new Date(0)): Promise<number> {
      const row = await db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<number>().as('n')).where('received_at', '>=', since.toISOString()).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

const zeroStatsCounters = () => ({ views: 0, readers: 0, scroll20: 0, scroll40: 0, scroll60: 0, scroll80: 0, scroll100: 0, downloads: 0, purchases: 0, outbound: 0 });

function toStats(r: AnalyticsDailyTable): DailyStats {
  // PostgreSQL may hand integers back as strings; Number() makes both dialects alike.
  return {
    day: r.day, page: r.page_path, pageName: r.page_name, locale: r.locale, views: Number(r.views), readers: Number(r.readers),
    scroll20: Number(r.scroll_20), scroll40: Number(r.scroll_40), scroll60: Number(r.scroll_60), scroll80: Number(r.scroll_80), scroll100: Number(r.scroll_100),
    downloads: Number(r.downloads), purchases: Number(r.purchases), outbound: Number(r.outbound),
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

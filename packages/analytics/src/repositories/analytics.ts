import { type AnalyticsDailyTable, type Db, dayOf } from '@tsuzuri/db';
import { knownPagesCache } from './known-pages';
import { addArticleViews } from './views';
import type { AnalyticsEventInput } from './analytics-event';
import {
  asRolledUp,
  insertNew,
  newReaders,
  rollup,
  TOKYO_ROLLUP,
  upsertDaily,
} from './analytics-batch';
import { pruneBefore } from './prune';
import { addSources } from './sources';
import { conversionsRepository } from './conversions';
import type { DailyCounters, DailyStats } from './daily-stats';
import { type PageFunnel, pageFunnels, withServerConversions, zeroCounters } from './funnel';

export { type AnalyticsEventInput, SCROLL_DEPTHS, type ScrollDepth } from './analytics-event';

export type StatsSummary = {
  from: string;
  to: string;
  page: string | null;
  rows: DailyStats[];
  totals: DailyCounters;
  /** Per page over the range: views → downloads → purchase clicks, with rates. */
  pages: PageFunnel[];
};

export function analyticsRepository(db: Db) {
  const pages = knownPagesCache();
  const conversions = conversionsRepository(db, pages);
  return {
    /**
     * Stores a batch in one transaction: the raw events (bots flagged), the daily rollup per
     * page, and the article views the popularity ranking reads. Events whose upload_id is
     * already stored are skipped entirely, so a replay never counts twice.
     */
    async insertBatch(
      events: AnalyticsEventInput[],
    ): Promise<{ stored: number; duplicates: number; articleViews: number }> {
      if (!events.length) return { stored: 0, duplicates: 0, articleViews: 0 };
      return db.transaction().execute(async (trx) => {
        const fresh = await insertNew(trx, events);
        const counted = fresh.filter((e) => !e.bot);
        const rolled = await asRolledUp(trx, counted, pages);
        const readers = await newReaders(
          trx,
          rolled.filter((e) => e.event === 'page_view'),
        );
        await upsertDaily(trx, rollup(rolled, readers));
        // The console's Asia/Tokyo days: the same rollup keyed by the operators' day.
        const views = rolled.filter((e) => e.event === 'page_view');
        const tokyoReaders = await newReaders(trx, views, TOKYO_ROLLUP);
        await upsertDaily(trx, rollup(rolled, tokyoReaders, TOKYO_ROLLUP), TOKYO_ROLLUP);
        await addSources(trx, views);
        const articleViews = await addArticleViews(
          trx,
          counted.flatMap((e) =>
            e.event === 'page_view' && e.articleSlug
              ? [{ slug: e.articleSlug, locale: e.locale, day: dayOf(e.receivedAt), views: 1 }]
              : [],
          ),
        );
        return { stored: fresh.length, duplicates: events.length - fresh.length, articleViews };
      });
    },

    /**
     * The daily rollups between two days (inclusive), optionally of one page (path or name).
     * Downloads and purchases are the server's records, not the tracker's clicks (funnel.ts).
     */
    async summary(opts: { from: string; to: string; page?: string | null }): Promise<StatsSummary> {
      let q = db
        .selectFrom('analytics_daily')
        .selectAll()
        .where('day', '>=', opts.from)
        .where('day', '<=', opts.to);
      if (opts.page)
        q = q.where((eb) =>
          eb.or([
            eb('page_path', '=', opts.page as string),
            eb('page_name', '=', opts.page as string),
          ]),
        );
      const [found, converted] = await Promise.all([q.execute(), conversions.countsByDay(opts)]);
      const rows = withServerConversions(found.map(toStats), converted);
      const totals = zeroCounters();
      for (const r of rows)
        for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += r[k];
      return {
        from: opts.from,
        to: opts.to,
        page: opts.page ?? null,
        rows,
        totals,
        pages: pageFunnels(rows),
      };
    },

    /**
     * Drops raw events and per-reader rows of days before `day` (YYYY-MM-DD), a chunk per
     * statement (prune.ts). The daily rollups (what stats and the ranking read) are kept; raw
     * events only serve audits and replays.
     */
    pruneBefore: (day: string) => pruneBefore(db, day),

    /** Raw events stored since a moment (the ingestion benchmark's "stored" count). */
    async countEvents(since = new Date(0)): Promise<number> {
      const row = await db
        .selectFrom('analytics_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('received_at', '>=', since.toISOString())
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

function toStats(r: AnalyticsDailyTable): DailyStats {
  // PostgreSQL may hand integers back as strings; Number() makes both dialects alike.
  return {
    day: r.day,
    page: r.page_path,
    pageName: r.page_name,
    locale: r.locale,
    views: Number(r.views),
    readers: Number(r.readers),
    scroll20: Number(r.scroll_20),
    scroll40: Number(r.scroll_40),
    scroll60: Number(r.scroll_60),
    scroll80: Number(r.scroll_80),
    scroll100: Number(r.scroll_100),
    downloads: Number(r.downloads),
    purchases: Number(r.purchases),
    outbound: Number(r.outbound),
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;

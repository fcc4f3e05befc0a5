import { type Kysely, sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import type { AnalyticsDailyTable, Database } from '@tsuzuri/db';
import { type KnownPagesCache, knownPages, knownPagesCache, OTHER_PAGE, type PageRoute } from './known-pages';
import { dayOf } from '@tsuzuri/db';
import { addArticleViews } from './views';

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

type Counters = Omit<AnalyticsDailyTable, 'day' | 'page_path' | 'page_name' | 'locale'>;
const COUNTERS = ['views', 'readers', 'scroll_20', 'scroll_40', 'scroll_60', 'scroll_80', 'scroll_100', 'downloads', 'purchases', 'outbound'] as const;
const EVENT_COUNTER: Record<string, keyof Counters | undefined> = { page_view: 'views', download: 'downloads', purchase: 'purchases', outbound: 'outbound' };
// Keeps each statement well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 400;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Stores raw events; returns those that were new (a replayed upload_id is skipped). */
async function insertNew(trx: Kysely<Database>, events: AnalyticsEventInput[]): Promise<AnalyticsEventInput[]> {
  const byId = new Map(events.map((e) => [e.uploadId, e]));
  const fresh: AnalyticsEventInput[] = [];
  for (const part of chunks([...byId.values()])) {
    const rows = await trx
      .insertInto('analytics_events')
      .values(
        part.map((e) => ({
          upload_id: e.uploadId, received_at: e.receivedAt.toISOString(), day: dayOf(e.receivedAt), event: e.event, page_path: e.pagePath,
          page_name: e.pageName, locale: e.locale, reader: e.reader, bot: e.bot ? 1 : 0, fields: JSON.stringify(e.fields),
        })),
      )
      .onConflict((oc) => oc.column('upload_id').doNothing())
      .returning('upload_id')
      .execute();
    for (const r of rows) fresh.push(byId.get(r.upload_id) as AnalyticsEventInput);
  }
  return fresh;
}

/** Readers seen for the first time on a page and day: key day|path → how many. */
async function newReaders(trx: Kysely<Database>, views: AnalyticsEventInput[]): Promise<Map<string, number>> {
  const rows = new Map(views.map((e) => [`${dayOf(e.receivedAt)}|${e.pagePath}|${e.reader}`, { day: dayOf(e.receivedAt), page_path: e.pagePath, reader: e.reader }]));
  const counts = new Map<string, number>();
  for (const part of chunks([...rows.values()])) {
    const inserted = await trx
      .insertInto('analytics_daily_readers')
      .values(part)
      .onConflict((oc) => oc.columns(['day', 'page_path', 'reader']).doNothing())
      .returning(['day', 'page_path'])
      .execute();
    for (const r of inserted) counts.set(`${r.day}|${r.page_path}`, (counts.get(`${r.day}|${r.page_path}`) ?? 0) + 1);
  }
  return counts;
}

function rollup(events: AnalyticsEventInput[], readers: Map<string, number>): AnalyticsDailyTable[] {
  const rows = new Map<string, AnalyticsDailyTable>();
  for (const e of events) {
    const key = `${dayOf(e.receivedAt)}|${e.pagePath}`;
    let row = rows.get(key);
    if (!row) {
      row = { day: dayOf(e.receivedAt), page_path: e.pagePath, page_name: e.pageName, locale: e.locale, ...zeroCounters() };
      row.readers = readers.get(key) ?? 0;
      rows.set(key, row);
    }
    const counter = EVENT_COUNTER[e.event];
    if (counter) row[counter]++;
    for (const depth of e.scrollDepths ?? []) {
      if ((SCROLL_DEPTHS as readonly number[]).includes(depth)) row[`scroll_${depth as ScrollDepth}`]++;
    }
  }
  return [...rows.values()];
}

const zeroCounters = (): Counters => Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counters;

async function upsertDaily(trx: Kysely<Database>, rows: AnalyticsDailyTable[]): Promise<void> {
  // In key order: concurrent batches from several workers lock rows in one order (no deadlock).
  const ordered = [...rows].sort((a, b) => (a.day === b.day ? (a.page_path < b.page_path ? -1 : 1) : a.day < b.day ? -1 : 1));
  for (const part of chunks(ordered)) {
    await trx
      .insertInto('analytics_daily')
      .values(part)
      .onConflict((oc) =>
        oc.columns(['day', 'page_path']).doUpdateSet(Object.fromEntries(COUNTERS.map((c) => [c, sql`analytics_daily.${sql.ref(c)} + excluded.${sql.ref(c)}`]))),
      )
      .execute();
  }
}

/**
 * The events as the rollups count them: a page the site does not have (a made-up path, an
 * unknown slug, a listing page past the last) is counted on the day's one OTHER_PAGE row, so
 * however many paths a client invents the rollup tables grow by one row a day.
 */
async function asRolledUp(trx: Kysely<Database>, events: AnalyticsEventInput[], cache: KnownPagesCache): Promise<AnalyticsEventInput[]> {
  const known = await knownPages(trx, events, cache);
  return events.map((e, i) => (known[i] ? e : { ...e, pagePath: OTHER_PAGE, pageName: OTHER_PAGE, locale: '-' }));
}

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

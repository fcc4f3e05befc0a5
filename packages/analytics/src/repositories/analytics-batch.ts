import { type Kysely, sql } from 'kysely';
import { type AnalyticsDailyTable, type Database, dayOf } from '@tsuzuri/db';
import { type AnalyticsEventInput, SCROLL_DEPTHS, type ScrollDepth } from './analytics-event';
import { type KnownPagesCache, knownPages, OTHER_PAGE } from './known-pages';
import { tokyoDayOf } from '../tokyo';

/**
 * How one batch of analytics events is stored: the raw rows (replays skipped), the readers new
 * today, and the daily rollup per page (docs/analytics.md). The repository (analytics.ts) runs
 * these in one transaction.
 */

type Counters = Omit<AnalyticsDailyTable, 'day' | 'page_path' | 'page_name' | 'locale'>;
const COUNTERS = [
  'views',
  'readers',
  'scroll_20',
  'scroll_40',
  'scroll_60',
  'scroll_80',
  'scroll_100',
  'downloads',
  'purchases',
  'outbound',
] as const;
const EVENT_COUNTER: Record<string, keyof Counters | undefined> = {
  page_view: 'views',
  download: 'downloads',
  purchase: 'purchases',
  outbound: 'outbound',
};
/**
 * Where a rollup goes and which day an event counts on: UTC days (analytics_daily, what the CLI
 * and the ranking read) or Asia/Tokyo days (analytics_daily_jst, what the console reads).
 */
export type RollupTarget = {
  daily: 'analytics_daily' | 'analytics_daily_jst';
  readers: 'analytics_daily_readers' | 'analytics_daily_jst_readers';
  dayOf: (d: Date) => string;
};
export const UTC_ROLLUP: RollupTarget = {
  daily: 'analytics_daily',
  readers: 'analytics_daily_readers',
  dayOf,
};
export const TOKYO_ROLLUP: RollupTarget = {
  daily: 'analytics_daily_jst',
  readers: 'analytics_daily_jst_readers',
  dayOf: tokyoDayOf,
};

// Keeps each statement well under SQLite's and PostgreSQL's bound-parameter limits.
const CHUNK = 400;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Stores raw events; returns those that were new (a replayed upload_id is skipped). */
export async function insertNew(
  trx: Kysely<Database>,
  events: AnalyticsEventInput[],
): Promise<AnalyticsEventInput[]> {
  const byId = new Map(events.map((e) => [e.uploadId, e]));
  const fresh: AnalyticsEventInput[] = [];
  for (const part of chunks([...byId.values()])) {
    const rows = await trx
      .insertInto('analytics_events')
      .values(
        part.map((e) => ({
          upload_id: e.uploadId,
          received_at: e.receivedAt.toISOString(),
          day: dayOf(e.receivedAt),
          event: e.event,
          page_path: e.pagePath,
          page_name: e.pageName,
          locale: e.locale,
          reader: e.reader,
          bot: e.bot ? 1 : 0,
          fields: JSON.stringify(e.fields),
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
export async function newReaders(
  trx: Kysely<Database>,
  views: AnalyticsEventInput[],
  target: RollupTarget = UTC_ROLLUP,
): Promise<Map<string, number>> {
  const rows = new Map(
    views.map((e) => [
      `${target.dayOf(e.receivedAt)}|${e.pagePath}|${e.reader}`,
      { day: target.dayOf(e.receivedAt), page_path: e.pagePath, reader: e.reader },
    ]),
  );
  const counts = new Map<string, number>();
  for (const part of chunks([...rows.values()])) {
    const inserted = await trx
      .insertInto(target.readers as 'analytics_daily_readers')
      .values(part)
      .onConflict((oc) => oc.columns(['day', 'page_path', 'reader']).doNothing())
      .returning(['day', 'page_path'])
      .execute();
    for (const r of inserted)
      counts.set(`${r.day}|${r.page_path}`, (counts.get(`${r.day}|${r.page_path}`) ?? 0) + 1);
  }
  return counts;
}

export function rollup(
  events: AnalyticsEventInput[],
  readers: Map<string, number>,
  target: RollupTarget = UTC_ROLLUP,
): AnalyticsDailyTable[] {
  const rows = new Map<string, AnalyticsDailyTable>();
  for (const e of events) {
    const day = target.dayOf(e.receivedAt);
    const key = `${day}|${e.pagePath}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        day,
        page_path: e.pagePath,
        page_name: e.pageName,
        locale: e.locale,
        ...zeroCounters(),
      };
      row.readers = readers.get(key) ?? 0;
      rows.set(key, row);
    }
    const counter = EVENT_COUNTER[e.event];
    if (counter) row[counter]++;
    for (const depth of e.scrollDepths ?? []) {
      if ((SCROLL_DEPTHS as readonly number[]).includes(depth))
        row[`scroll_${depth as ScrollDepth}`]++;
    }
  }
  return [...rows.values()];
}

const zeroCounters = (): Counters => Object.fromEntries(COUNTERS.map((c) => [c, 0])) as Counters;

export async function upsertDaily(
  trx: Kysely<Database>,
  rows: AnalyticsDailyTable[],
  target: RollupTarget = UTC_ROLLUP,
): Promise<void> {
  // Both tables have one shape; Kysely is told the UTC one so the column types line up.
  const table = target.daily as 'analytics_daily';
  // In key order: concurrent batches from several workers lock rows in one order (no deadlock).
  const ordered = [...rows].sort((a, b) =>
    a.day === b.day ? (a.page_path < b.page_path ? -1 : 1) : a.day < b.day ? -1 : 1,
  );
  for (const part of chunks(ordered)) {
    await trx
      .insertInto(table)
      .values(part)
      .onConflict((oc) =>
        oc
          .columns(['day', 'page_path'])
          .doUpdateSet(
            Object.fromEntries(
              COUNTERS.map((c) => [
                c,
                sql`${sql.table(table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`,
              ]),
            ),
          ),
      )
      .execute();
  }
}

/**
 * The events as the rollups count them: a page the site does not have (a made-up path, an
 * unknown slug, a listing page past the last) is counted on the day's one OTHER_PAGE row, so
 * however many paths a client invents the rollup tables grow by one row a day.
 */
export async function asRolledUp(
  trx: Kysely<Database>,
  events: AnalyticsEventInput[],
  cache: KnownPagesCache,
): Promise<AnalyticsEventInput[]> {
  const known = await knownPages(trx, events, cache);
  return events.map((e, i) =>
    known[i] ? e : { ...e, pagePath: OTHER_PAGE, pageName: OTHER_PAGE, locale: '-' },
  );
}

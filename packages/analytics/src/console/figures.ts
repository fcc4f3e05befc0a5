import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { daysBetween, tokyoDayOfUtcHour } from '../tokyo';
import { instantsOf, type Period } from './period';

export type Figures = { views: number; readers: number; downloads: number; purchases: number };
export type DayFigures = Figures & { day: string };

const zero = (): Figures => ({ views: 0, readers: 0, downloads: 0, purchases: 0 });

/**
 * The dashboard's four figures for a period of Tokyo days, and the same per day (the chart).
 * Views and readers come from the Tokyo rollup; downloads and purchase clicks are the server's
 * records (docs/analytics.md#conversions), grouped by UTC hour in SQL (one expression for both
 * dialects) and moved to their Tokyo day here. Readers over the period are distinct readers,
 * not a sum of days; they exist while the per-reader rows are kept (ANALYTICS_RAW_DAYS).
 */
export async function periodFigures(
  db: Db,
  period: Period,
): Promise<{ totals: Figures; series: DayFigures[] }> {
  const inRange = { from: period.from, to: period.to };
  const [views, readersByDay, readersTotal, conversions] = await Promise.all([
    db
      .selectFrom('analytics_daily_jst')
      .select((eb) => ['day', eb.fn.sum<number>('views').as('views')])
      .where('day', '>=', inRange.from)
      .where('day', '<=', inRange.to)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('analytics_daily_jst_readers')
      .select((eb) => ['day', eb.fn.count<number>('reader').distinct().as('readers')])
      .where('day', '>=', inRange.from)
      .where('day', '<=', inRange.to)
      .groupBy('day')
      .execute(),
    db
      .selectFrom('analytics_daily_jst_readers')
      .select((eb) => eb.fn.count<number>('reader').distinct().as('readers'))
      .where('day', '>=', inRange.from)
      .where('day', '<=', inRange.to)
      .executeTakeFirst(),
    conversionsByHour(db, period),
  ]);
  const byDay = new Map(daysBetween(period.from, period.to).map((d) => [d, zero()]));
  for (const r of views) {
    const row = byDay.get(r.day);
    if (row) row.views = Number(r.views);
  }
  for (const r of readersByDay) {
    const row = byDay.get(r.day);
    if (row) row.readers = Number(r.readers);
  }
  for (const r of conversions) {
    const row = byDay.get(tokyoDayOfUtcHour(r.hour));
    if (row) row[r.kind === 'download' ? 'downloads' : 'purchases'] += r.n;
  }
  const series = [...byDay].map(([day, f]) => ({ day, ...f }));
  const totals = zero();
  for (const d of series) {
    totals.views += d.views;
    totals.downloads += d.downloads;
    totals.purchases += d.purchases;
  }
  totals.readers = Number(readersTotal?.readers ?? 0);
  return { totals, series };
}

async function conversionsByHour(db: Db, period: Period) {
  const { since, until } = instantsOf(period);
  const hour = sql<string>`substr(at, 1, 13)`;
  const rows = await db
    .selectFrom('conversions')
    .select((eb) => [hour.as('hour'), 'kind', eb.fn.countAll<number>().as('n')])
    .where('at', '>=', since)
    .where('at', '<', until)
    .groupBy([hour, 'kind'])
    .execute();
  return rows.map((r) => ({ hour: r.hour, kind: r.kind, n: Number(r.n) }));
}

import type { DailyCounters, DailyStats } from './daily-stats';
import type { ConversionCounts } from './conversions';

type Row = DailyStats;

/** One page over the whole range: views → downloads → purchase clicks, and the rates between. */
export type PageFunnel = {
  page: string;
  pageName: string;
  locale: string;
  views: number;
  downloads: number;
  purchases: number;
  /** downloads / views, and purchases / views; null without views (tracker blocked, or none). */
  downloadRate: number | null;
  purchaseRate: number | null;
};

export const zeroCounters = (): DailyCounters => ({
  views: 0,
  readers: 0,
  scroll20: 0,
  scroll40: 0,
  scroll60: 0,
  scroll80: 0,
  scroll100: 0,
  downloads: 0,
  purchases: 0,
  outbound: 0,
});

/**
 * The rollup rows with the server's download and purchase counts in place of the tracker's
 * clicks (those stay in analytics_daily and the raw events, never added: one click, one count).
 * A day and page with conversions but no tracked view (the tracker was blocked) gets a row too.
 */
export function withServerConversions<T extends Row>(
  rows: T[],
  conversions: ConversionCounts[],
): Row[] {
  const byKey = new Map<string, Row>();
  for (const r of rows) byKey.set(`${r.day}|${r.page}`, { ...r, downloads: 0, purchases: 0 });
  for (const c of conversions) {
    const key = `${c.day}|${c.page}`;
    const row = byKey.get(key) ?? {
      day: c.day,
      page: c.page,
      pageName: c.pageName,
      locale: c.locale,
      ...zeroCounters(),
    };
    row.downloads = c.downloads;
    row.purchases = c.purchases;
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) =>
    a.day !== b.day
      ? a.day < b.day
        ? -1
        : 1
      : b.views - a.views || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  );
}

const rate = (count: number, views: number) =>
  views ? Math.round((count / views) * 10_000) / 10_000 : null;

/** Per page over the range, the pages that sell first (purchases, then downloads, then views). */
export function pageFunnels(rows: Row[]): PageFunnel[] {
  const byPage = new Map<string, PageFunnel>();
  for (const r of rows) {
    const p = byPage.get(r.page) ?? {
      page: r.page,
      pageName: r.pageName,
      locale: r.locale,
      views: 0,
      downloads: 0,
      purchases: 0,
      downloadRate: null,
      purchaseRate: null,
    };
    p.views += r.views;
    p.downloads += r.downloads;
    p.purchases += r.purchases;
    byPage.set(r.page, p);
  }
  return [...byPage.values()]
    .map((p) => ({
      ...p,
      downloadRate: rate(p.downloads, p.views),
      purchaseRate: rate(p.purchases, p.views),
    }))
    .sort(
      (a, b) =>
        b.purchases - a.purchases ||
        b.downloads - a.downloads ||
        b.views - a.views ||
        (a.page < b.page ? -1 : 1),
    );
}

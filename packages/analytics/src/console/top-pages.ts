import type { Db } from '@tsuzuri/db';
import { OTHER_PAGE } from '../repositories/known-pages';
import { instantsOf, type Period } from './period';

export type PageRow = {
  page: string;
  pageName: string;
  locale: string;
  /** The article's title, or the category's name, when the page is one (else null: the screen names it by its path). */
  title: string | null;
  views: number;
  downloads: number;
  purchases: number;
  /** downloads ÷ views; null without views. */
  conversion: number | null;
  /** Share of the page views that reached each milestone, 0–1. */
  scroll: { 20: number; 40: number; 60: number; 80: number; 100: number };
};

/** Every page with views or conversions in the period (the `(other)` row aside), most viewed first. */
export async function pageRows(db: Db, period: Period): Promise<PageRow[]> {
  const { since, until } = instantsOf(period);
  const [viewed, converted] = await Promise.all([
    db
      .selectFrom('analytics_daily_jst')
      .select((eb) => [
        'page_path',
        eb.fn.max('page_name').as('page_name'),
        eb.fn.max('locale').as('locale'),
        eb.fn.sum<number>('views').as('views'),
        eb.fn.sum<number>('scroll_20').as('s20'),
        eb.fn.sum<number>('scroll_40').as('s40'),
        eb.fn.sum<number>('scroll_60').as('s60'),
        eb.fn.sum<number>('scroll_80').as('s80'),
        eb.fn.sum<number>('scroll_100').as('s100'),
      ])
      .where('day', '>=', period.from)
      .where('day', '<=', period.to)
      .where('page_path', '<>', OTHER_PAGE)
      .groupBy('page_path')
      .execute(),
    db
      .selectFrom('conversions')
      .select((eb) => [
        'page_path',
        eb.fn.max('page_name').as('page_name'),
        eb.fn.max('locale').as('locale'),
        eb.fn
          .sum<number>(eb.case().when('kind', '=', 'download').then(1).else(0).end())
          .as('downloads'),
        eb.fn
          .sum<number>(eb.case().when('kind', '=', 'purchase').then(1).else(0).end())
          .as('purchases'),
      ])
      .where('at', '>=', since)
      .where('at', '<', until)
      .where('page_path', '<>', OTHER_PAGE)
      .groupBy('page_path')
      .execute(),
  ]);
  const rows = new Map<string, PageRow>();
  const rowOf = (page: string, pageName: unknown, locale: unknown) => {
    let row = rows.get(page);
    if (!row) {
      row = {
        page,
        pageName: String(pageName),
        locale: String(locale),
        title: null,
        views: 0,
        downloads: 0,
        purchases: 0,
        conversion: null,
        scroll: { 20: 0, 40: 0, 60: 0, 80: 0, 100: 0 },
      };
      rows.set(page, row);
    }
    return row;
  };
  for (const r of viewed) {
    const row = rowOf(r.page_path, r.page_name, r.locale);
    row.views = Number(r.views);
    const share = (n: unknown) => (row.views ? Math.min(1, Number(n) / row.views) : 0);
    row.scroll = {
      20: share(r.s20),
      40: share(r.s40),
      60: share(r.s60),
      80: share(r.s80),
      100: share(r.s100),
    };
  }
  for (const r of converted) {
    const row = rowOf(r.page_path, r.page_name, r.locale);
    row.downloads = Number(r.downloads);
    row.purchases = Number(r.purchases);
  }
  for (const row of rows.values()) row.conversion = row.views ? row.downloads / row.views : null;
  const list = [...rows.values()].sort((a, b) => b.views - a.views || (a.page < b.page ? -1 : 1));
  await addTitles(db, list);
  return list;
}

/** Most converting first (downloads ÷ views), then most downloads; pages without views last. */
export function byConversion(rows: PageRow[]): PageRow[] {
  return [...rows]
    .filter((r) => r.downloads > 0 || r.purchases > 0)
    .sort(
      (a, b) =>
        (b.conversion ?? -1) - (a.conversion ?? -1) ||
        b.downloads - a.downloads ||
        (a.page < b.page ? -1 : 1),
    );
}

/** An article's path is "/{slug}" or "/{locale}/{slug}" (and "/{slug}/{id}"): its first segment after the locale. */
function slugOf(row: PageRow): string | null {
  const parts = row.page.split('/').filter(Boolean);
  if (parts[0] === row.locale) parts.shift();
  return parts[0] ? decodeURIComponent(parts[0]) : null;
}

async function addTitles(db: Db, rows: PageRow[]): Promise<void> {
  const slugs = [...new Set(rows.map(slugOf).filter((s): s is string => Boolean(s)))];
  if (!slugs.length) return;
  const found = new Map<string, string>();
  for (let i = 0; i < slugs.length; i += 400) {
    const articles = await db
      .selectFrom('articles')
      .select(['slug', 'locale', 'title'])
      .where('slug', 'in', slugs.slice(i, i + 400))
      .execute();
    for (const a of articles) found.set(`${a.locale}|${a.slug}`, a.title);
  }
  // A category's page ("/dvd", "/en/dvd") is named by the category's name in its locale.
  const categories = await db
    .selectFrom('categories as c')
    .innerJoin('category_translations as t', 't.cid', 'c.cid')
    .select(['c.uid', 't.locale', 't.name'])
    .where('c.uid', 'in', slugs.slice(0, 400))
    .execute();
  for (const c of categories) {
    const key = `${c.locale}|${c.uid}`;
    if (!found.has(key)) found.set(key, c.name);
  }
  for (const row of rows) row.title = found.get(`${row.locale}|${slugOf(row)}`) ?? null;
}

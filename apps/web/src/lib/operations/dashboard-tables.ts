import type { Lang } from './lang';
import type { Dashboard, PageRow, SearchRow, SourceRow } from '@tsuzuri/analytics/console';
import type { CsvCell } from '@tsuzuri/text/csv';
import { fixedPageName } from './page-names';

/**
 * Every table of the dashboard, described once: its columns (ja and en headings) and how a row
 * becomes cells. The screen renders these and the CSV route exports the same (one way to say
 * what a table holds). Rates are 0–1 in the CSV (a spreadsheet formats them), "12.5%" on screen.
 */
export type { Lang } from './lang';
type Column<R> = {
  ja: string;
  en: string;
  cell: (row: R, lang: Lang) => CsvCell;
  numeric?: boolean;
  percent?: boolean;
  /** On screen, shown small under the column before it (the CSV keeps it a column of its own). */
  under?: boolean;
};
export type TableSpec<R> = {
  id: string;
  title: { ja: string; en: string };
  columns: Column<R>[];
  rows: (d: Dashboard) => R[];
};

/** A page as people call it: its title, else what the page is (トップページ), else its path. */
const pageTitle = (r: PageRow, lang: Lang) =>
  r.title ?? fixedPageName(r.page, r.locale, lang) ?? r.page;
const rate = (n: number | null) => (n === null ? null : Math.round(n * 10_000) / 10_000);

const pageColumns: Column<PageRow>[] = [
  { ja: 'ページ', en: 'Page', cell: pageTitle },
  { ja: 'URL', en: 'URL', cell: (r) => r.page, under: true },
  { ja: '表示回数', en: 'Views', cell: (r) => r.views, numeric: true },
  { ja: 'ダウンロード', en: 'Downloads', cell: (r) => r.downloads, numeric: true },
  { ja: '購入クリック', en: 'Purchase clicks', cell: (r) => r.purchases, numeric: true },
  {
    ja: 'コンバージョン率',
    en: 'Conversion',
    cell: (r) => rate(r.conversion),
    numeric: true,
    percent: true,
  },
];

const sourceColumns = (ja: string, en: string): Column<SourceRow>[] => [
  { ja, en, cell: (r) => r.value },
  { ja: '表示回数', en: 'Views', cell: (r) => r.views, numeric: true },
];

const searchColumns: Column<SearchRow>[] = [
  { ja: '検索語', en: 'Query', cell: (r) => r.query },
  { ja: '言語', en: 'Locale', cell: (r) => r.locale },
  { ja: '検索回数', en: 'Searches', cell: (r) => r.searches, numeric: true },
  { ja: '結果数', en: 'Results', cell: (r) => r.results, numeric: true },
];

export const DASHBOARD_TABLES = {
  daily: {
    id: 'daily',
    title: { ja: '日別の数値', en: 'Figures by day' },
    columns: [
      { ja: '日付（日本時間）', en: 'Day (Tokyo)', cell: (r) => r.day },
      { ja: '表示回数', en: 'Views', cell: (r) => r.views, numeric: true },
      { ja: 'ユニーク読者', en: 'Unique readers', cell: (r) => r.readers, numeric: true },
      { ja: 'ダウンロード', en: 'Downloads', cell: (r) => r.downloads, numeric: true },
      { ja: '購入クリック', en: 'Purchase clicks', cell: (r) => r.purchases, numeric: true },
    ],
    rows: (d) => d.series,
  } satisfies TableSpec<Dashboard['series'][number]>,
  'top-views': {
    id: 'top-views',
    title: { ja: '表示回数の多い記事', en: 'Most viewed' },
    columns: pageColumns,
    rows: (d) => d.topByViews,
  } satisfies TableSpec<PageRow>,
  'top-conversions': {
    id: 'top-conversions',
    title: { ja: 'コンバージョンの高い記事', en: 'Best converting' },
    columns: pageColumns,
    rows: (d) => d.topByConversion,
  } satisfies TableSpec<PageRow>,
  scroll: {
    id: 'scroll',
    title: { ja: 'スクロール到達率', en: 'Scroll depth' },
    columns: [
      { ja: 'ページ', en: 'Page', cell: pageTitle },
      { ja: '表示回数', en: 'Views', cell: (r) => r.views, numeric: true },
      ...([20, 40, 60, 80, 100] as const).map((d) => ({
        ja: `${d}%`,
        en: `${d}%`,
        cell: (r: PageRow) => rate(r.scroll[d]),
        numeric: true,
        percent: true,
      })),
    ],
    rows: (d) => d.topByViews.filter((r) => r.views > 0),
  } satisfies TableSpec<PageRow>,
  referrers: {
    id: 'referrers',
    title: { ja: '参照元', en: 'Referrers' },
    columns: sourceColumns('参照元', 'Referrer'),
    rows: (d) => d.referrers,
  } satisfies TableSpec<SourceRow>,
  campaigns: {
    id: 'campaigns',
    title: { ja: 'キャンペーン（medium / source）', en: 'Campaigns (medium / source)' },
    columns: sourceColumns('medium / source', 'medium / source'),
    rows: (d) => d.campaigns,
  } satisfies TableSpec<SourceRow>,
  searches: {
    id: 'searches',
    title: { ja: 'よく検索される語', en: 'Top searches' },
    columns: searchColumns,
    rows: (d) => d.searches,
  } satisfies TableSpec<SearchRow>,
  'searches-none': {
    id: 'searches-none',
    title: { ja: '結果のなかった検索', en: 'Searches that found nothing' },
    columns: searchColumns,
    rows: (d) => d.searchesNothingFound,
  } satisfies TableSpec<SearchRow>,
};

export type DashboardTableId = keyof typeof DASHBOARD_TABLES;
export const isDashboardTable = (id: string): id is DashboardTableId =>
  Object.hasOwn(DASHBOARD_TABLES, id);

/** A table's heading row and cells, in one language (the CSV and the screen alike). */
export function tableCells(id: DashboardTableId, d: Dashboard, lang: Lang) {
  const spec = DASHBOARD_TABLES[id] as TableSpec<unknown>;
  return {
    header: spec.columns.map((c) => c[lang]),
    numeric: spec.columns.map((c) => Boolean(c.numeric)),
    percent: spec.columns.map((c) => Boolean(c.percent)),
    under: spec.columns.map((c) => Boolean(c.under)),
    rows: spec.rows(d).map((r) => spec.columns.map((c) => c.cell(r, lang))),
  };
}

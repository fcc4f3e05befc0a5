import type { StatsSummary } from './repositories/analytics';
import { oneLine } from '@tsuzuri/text/terminal';

const COLUMNS = [
  ['day', 'day'],
  ['page', 'page'],
  ['views', 'views'],
  ['readers', 'readers'],
  ['scroll20', '20%'],
  ['scroll40', '40%'],
  ['scroll60', '60%'],
  ['scroll80', '80%'],
  ['scroll100', '100%'],
  ['downloads', 'downloads'],
  ['purchases', 'purchases'],
  ['outbound', 'outbound'],
] as const;

/** Columns of text, the first `left` of them left-aligned, the rest right-aligned (numbers). */
function aligned(header: readonly string[], lines: string[][], left: number): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < left ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [row(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(row)];
}

const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)}%`);

/**
 * The operator's tables: one line per page and day with the totals last, then per page over the
 * range views → downloads → purchase clicks with their rates (the pages that sell first).
 */
export function formatStatsTable(summary: StatsSummary): string {
  const title = `Analytics ${summary.from} – ${summary.to}${summary.page ? ` (page ${oneLine(summary.page)})` : ''}`;
  if (!summary.rows.length) return `${title}\nNo readers' events in this range.`;
  // Page paths come from visitors' beacons: escaped, they cannot drive the terminal or break a row.
  const daily = [
    ...summary.rows.map((r) => COLUMNS.map(([key]) => oneLine(String(r[key])))),
    [
      'total',
      '',
      ...COLUMNS.slice(2).map(([key]) =>
        String(summary.totals[key as keyof StatsSummary['totals']]),
      ),
    ],
  ];
  const funnel = summary.pages.map((p) => [
    oneLine(p.page),
    String(p.views),
    String(p.downloads),
    percent(p.downloadRate),
    String(p.purchases),
    percent(p.purchaseRate),
  ]);
  return [
    title,
    ...aligned(
      COLUMNS.map(([, label]) => label),
      daily,
      2,
    ),
    '',
    'Per page: views → downloads → purchase clicks (downloads and purchases recorded by the server)',
    ...aligned(['page', 'views', 'downloads', 'rate', 'purchases', 'rate'], funnel, 1),
  ].join('\n');
}

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

/** The operator's table: one line per page and day, numbers right-aligned, totals last. */
export function formatStatsTable(summary: StatsSummary): string {
  const title = `Analytics ${summary.from} – ${summary.to}${summary.page ? ` (page ${oneLine(summary.page)})` : ''}`;
  if (!summary.rows.length) return `${title}\nNo readers' events in this range.`;
  const lines = [
    // Page paths come from visitors' beacons: escaped, they cannot drive the terminal or break a row.
    ...summary.rows.map((r) => COLUMNS.map(([key]) => oneLine(String(r[key])))),
    [
      'total',
      '',
      ...COLUMNS.slice(2).map(([key]) =>
        String(summary.totals[key as keyof StatsSummary['totals']]),
      ),
    ],
  ];
  const header = COLUMNS.map(([, label]) => label);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [title, row(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(row)].join(
    '\n',
  );
}

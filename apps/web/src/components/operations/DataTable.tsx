import type { CsvCell } from '@tsuzuri/text/csv';
import type React from 'react';
import { TableFrame } from '@/components/console/TableFrame';

/**
 * A console table with its CSV button: headings, rows (numbers right-aligned, rates as %), an
 * empty line when there is nothing. Wide tables scroll sideways inside their frame on phones.
 */
export function DataTable({
  id,
  title,
  header,
  rows,
  numeric,
  percent,
  under = [],
  csvHref,
  csvLabel,
  emptyText,
  locale,
  collapsedLabel,
}: {
  id: string;
  title: string;
  header: string[];
  rows: CsvCell[][];
  numeric: boolean[];
  percent: boolean[];
  /** Columns shown small under the one before them (a page's path under its title). */
  under?: boolean[];
  csvHref?: string;
  csvLabel: string;
  emptyText: string;
  locale: string;
  /** Long tables the chart already shows: folded behind this label (still in the page). */
  collapsedLabel?: string;
}) {
  const number = new Intl.NumberFormat(locale);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const show = (v: CsvCell, i: number) => {
    if (v === null || v === undefined) return '–';
    if (typeof v === 'number') return percent[i] ? pct.format(v) : number.format(v);
    return String(v);
  };
  return (
    <section className="o-section" data-table={id}>
      <div className="o-section-head">
        <h2 id={`t-${id}`}>{title}</h2>
        {csvHref ? (
          <a className="c-button-quiet o-small" href={csvHref} download data-csv={id}>
            {csvLabel}
          </a>
        ) : null}
      </div>
      <Fold label={collapsedLabel}>
        <TableFrame label={title}>
          <table className="c-table">
            <thead>
              <tr>
                {header.map((h, i) =>
                  under[i] ? null : (
                    <th key={h} scope="col" className={numeric[i] ? 'o-num' : undefined}>
                      {h}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.length ? (
                rows.map((r, ri) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed snapshot
                  <tr key={ri}>
                    {r.map((v, i) =>
                      under[i] ? null : (
                        // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                        <td key={i} className={numeric[i] ? 'o-num' : 'o-text'}>
                          {show(v, i)}
                          {under[i + 1] && r[i + 1] !== v ? (
                            <span className="o-sub">{show(r[i + 1], i + 1)}</span>
                          ) : null}
                        </td>
                      ),
                    )}
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={header.length - under.filter(Boolean).length} className="o-muted">
                    {emptyText}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </TableFrame>
      </Fold>
    </section>
  );
}

function Fold({ label, children }: { label?: string; children: React.ReactNode }) {
  if (!label) return <>{children}</>;
  return (
    <details className="o-fold">
      <summary>{label}</summary>
      {children}
    </details>
  );
}

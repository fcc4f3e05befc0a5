import type { Dashboard as DashboardData, Figures } from '@tsuzuri/analytics/console';
import {
  DASHBOARD_TABLES,
  type DashboardTableId,
  type Lang,
  tableCells,
} from '@/lib/operations/dashboard-tables';
import { DataTable } from '../DataTable';
import { PeriodPicker } from './PeriodPicker';
import type { DashboardTexts } from './texts';
import { TrafficChart } from './TrafficChart.client';

const FIGURES = ['views', 'readers', 'downloads', 'purchases'] as const satisfies (keyof Figures)[];

/** The numbers screen: four figures beside the previous period, the chart, every table with CSV. */
export function Dashboard({
  data,
  t,
  lang,
}: {
  data: DashboardData;
  t: DashboardTexts;
  lang: Lang;
}) {
  const number = new Intl.NumberFormat(lang);
  const { current, previous } = data.period;
  const query = `from=${current.from}&to=${current.to}`;
  const change = (now: number, before: number) => {
    // Nothing before: a percentage would be infinite, so the change is shown as a dash.
    if (!before) return now ? '—' : '±0%';
    const pct = Math.round(((now - before) / before) * 1000) / 10;
    return `${pct > 0 ? '+' : pct < 0 ? '' : '±'}${pct}%`;
  };
  return (
    <>
      <PeriodPicker t={t} from={current.from} to={current.to} />
      <p className="o-muted o-small" data-testid="previous-period">
        {t.previous}: {previous.from} – {previous.to}
      </p>
      <div className="o-kpis">
        {FIGURES.map((f) => (
          <div className="c-card o-kpi" key={f} data-figure={f}>
            <p className="o-kpi-label">{t[f]}</p>
            <p className="o-kpi-value" data-testid={`figure-${f}`}>
              {number.format(data.totals[f])}
            </p>
            <p className="o-kpi-previous">
              {t.previous}: {number.format(data.previousTotals[f])}{' '}
              <span className="o-kpi-change">
                ({t.change} {change(data.totals[f], data.previousTotals[f])})
              </span>
            </p>
          </div>
        ))}
      </div>
      <section className="o-section" aria-labelledby="chart-heading">
        <div className="o-section-head">
          <h2 id="chart-heading">{t.chart}</h2>
        </div>
        <p className="o-muted o-small">{t.chartNote}</p>
        <TrafficChart
          data={{
            days: data.series.map((d) => d.day),
            views: data.series.map((d) => d.views),
            readers: data.series.map((d) => d.readers),
            downloads: data.series.map((d) => d.downloads),
            purchases: data.series.map((d) => d.purchases),
            previousViews: data.previousSeries.map((d) => d.views),
          }}
          labels={{
            day: t.day,
            views: t.views,
            readers: t.readers,
            downloads: t.downloads,
            purchases: t.purchases,
            previous: `${t.previous} (${t.views})`,
            summary: `${t.chart}: ${t.views} ${number.format(data.totals.views)}`,
          }}
        />
      </section>
      {(Object.keys(DASHBOARD_TABLES) as DashboardTableId[]).map((id) => {
        const cells = tableCells(id, data, lang);
        return (
          <DataTable
            key={id}
            id={id}
            title={DASHBOARD_TABLES[id].title[lang]}
            header={cells.header}
            rows={cells.rows}
            numeric={cells.numeric}
            percent={cells.percent}
            under={cells.under}
            csvHref={`/admin/export/${id}?${query}`}
            csvLabel={t.csv}
            emptyText={t.empty}
            locale={lang}
            collapsedLabel={id === 'daily' ? t.showTable : undefined}
          />
        );
      })}
    </>
  );
}

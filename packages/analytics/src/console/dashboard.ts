import type { Db } from '@tsuzuri/db';
import { type DayFigures, type Figures, periodFigures } from './figures';
import type { PeriodPair } from './period';
import { searchesRepository, type SearchRow } from './searches';
import { type SourceRow, sourceRows } from './sources-report';
import { byConversion, type PageRow, pageRows } from './top-pages';

export type Dashboard = {
  period: PeriodPair;
  totals: Figures;
  previousTotals: Figures;
  series: DayFigures[];
  /** The previous period day for day, for the chart's second line. */
  previousSeries: DayFigures[];
  topByViews: PageRow[];
  topByConversion: PageRow[];
  referrers: SourceRow[];
  campaigns: SourceRow[];
  searches: SearchRow[];
  searchesNothingFound: SearchRow[];
};

/** Everything the console's dashboard shows for a period and the one before it (Tokyo days). */
export async function dashboard(db: Db, period: PeriodPair, limit = 50): Promise<Dashboard> {
  const searches = searchesRepository(db);
  const [now, before, pages, referrers, campaigns, top, none] = await Promise.all([
    periodFigures(db, period.current),
    periodFigures(db, period.previous),
    pageRows(db, period.current),
    sourceRows(db, period.current, 'referrer'),
    sourceRows(db, period.current, 'campaign'),
    searches.top(period.current),
    searches.top(period.current, { nothingFound: true }),
  ]);
  return {
    period,
    totals: now.totals,
    previousTotals: before.totals,
    series: now.series,
    previousSeries: before.series,
    topByViews: pages.slice(0, limit),
    topByConversion: byConversion(pages).slice(0, limit),
    referrers,
    campaigns,
    searches: top,
    searchesNothingFound: none,
  };
}

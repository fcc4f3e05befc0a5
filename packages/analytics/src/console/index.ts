export { type Dashboard, dashboard } from './dashboard';
export type { DayFigures, Figures } from './figures';
export {
  defaultPeriod,
  isCalendarDay,
  MAX_PERIOD_DAYS,
  type Period,
  type PeriodPair,
  periodPair,
} from './period';
export {
  MAX_QUERIES_PER_DAY,
  normalizeSearchQuery,
  OTHER_QUERY,
  type SearchesRepository,
  type SearchRow,
  searchesRepository,
} from './searches';
export type { SourceRow } from './sources-report';
export type { PageRow } from './top-pages';

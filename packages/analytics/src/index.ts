import { type Db, getDb } from '@tsuzuri/db';
import { type AnalyticsRepository, analyticsRepository } from './repositories/analytics';
import { conversionsRepository } from './repositories/conversions';
import { viewsRepository } from './repositories/views';
import { dashboard, type PeriodPair, searchesRepository } from './console';

export { type StatsQuery, statsQuery } from './range';
export {
  type AnalyticsEventInput,
  type AnalyticsRepository,
  analyticsRepository,
  type StatsSummary,
} from './repositories/analytics';
export type { DailyStats } from './repositories/daily-stats';
export {
  type ConversionCounts,
  type ConversionInput,
  type ConversionsRepository,
  conversionsRepository,
} from './repositories/conversions';
export type { PageFunnel } from './repositories/funnel';
export { OTHER_PAGE, type PageRoute } from './repositories/known-pages';
export { viewsRepository } from './repositories/views';

/** What readers' visits leave: the analytics events with their rollups, and article views. */
export function analyticsRepositories(db: Db) {
  return {
    views: viewsRepository(db),
    analytics: analyticsRepository(db),
    conversions: conversionsRepository(db),
    searches: searchesRepository(db),
    /** The operators' console: figures, series and tables for a period of Tokyo days. */
    dashboard: (period: PeriodPair) => dashboard(db, period),
  };
}

const globalForAnalytics = globalThis as unknown as {
  tsuzuriAnalytics?: { db: Db; repo: AnalyticsRepository };
  tsuzuriConversions?: { db: Db; repo: ReturnType<typeof conversionsRepository> };
};

/**
 * The analytics repository on the process's shared connection: the front's ingestion writer.
 * Not taken from the web app's repositories(): in the web server that singleton may have been
 * made by Next's bundle of this package, which is only as new as the last build.
 */
export async function sharedAnalyticsRepository(): Promise<AnalyticsRepository> {
  const db = await getDb();
  // One per connection: it keeps what it learnt about the site's pages between batches.
  if (globalForAnalytics.tsuzuriAnalytics?.db !== db)
    globalForAnalytics.tsuzuriAnalytics = { db, repo: analyticsRepository(db) };
  return globalForAnalytics.tsuzuriAnalytics.repo;
}

/** The conversions repository on the process's shared connection: the front's download and buy redirects. */
export async function sharedConversionsRepository(): Promise<
  ReturnType<typeof conversionsRepository>
> {
  const db = await getDb();
  if (globalForAnalytics.tsuzuriConversions?.db !== db)
    globalForAnalytics.tsuzuriConversions = { db, repo: conversionsRepository(db) };
  return globalForAnalytics.tsuzuriConversions.repo;
}

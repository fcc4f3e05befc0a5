import { siteConfig } from '../config';
import { type Db, getDb } from '../db/connection';
import { type AnalyticsRepository, analyticsRepository } from './analytics';
import { articlesRepository } from './articles';
import { categoriesRepository } from './categories';
import { commentsRepository } from './comments';
import { messagesRepository } from './messages';
import { pushSubscriptionsRepository } from './push-subscriptions';
import { subscribersRepository } from './subscribers';
import { viewsRepository } from './views';

export function createRepositories(db: Db, fallbackLocale = siteConfig().defaultLocale, popularWindowDays = siteConfig().popularWindowDays) {
  return {
    categories: categoriesRepository(db, fallbackLocale),
    articles: articlesRepository(db, fallbackLocale, popularWindowDays),
    subscribers: subscribersRepository(db),
    comments: commentsRepository(db),
    views: viewsRepository(db),
    messages: messagesRepository(db),
    analytics: analyticsRepository(db),
    pushSubscriptions: pushSubscriptionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { AnalyticsEventInput, DailyStats, StatsSummary } from './analytics';
export { OTHER_PAGE, type PageRoute } from './known-pages';
export type { PushSubscriptionInput, StoredPushSubscription } from './push-subscriptions';
export type { SubscribersRepository } from './subscribers';

const globalForRepos = globalThis as unknown as { tsuzuriRepos?: Promise<Repositories>; tsuzuriAnalytics?: { db: Db; repo: AnalyticsRepository } };

/** The repositories over the process's shared connection: what the web app calls. */
export function repositories(): Promise<Repositories> {
  globalForRepos.tsuzuriRepos ??= getDb().then((db) => createRepositories(db));
  return globalForRepos.tsuzuriRepos;
}

/**
 * The analytics repository on the process's shared connection: the front's ingestion writer.
 * Not taken from repositories(): in the web server that singleton may have been made by Next's
 * bundle of this package, which is only as new as the last build.
 */
export async function sharedAnalyticsRepository(): Promise<AnalyticsRepository> {
  const db = await getDb();
  // One per connection: it keeps what it learnt about the site's pages between batches.
  if (globalForRepos.tsuzuriAnalytics?.db !== db) globalForRepos.tsuzuriAnalytics = { db, repo: analyticsRepository(db) };
  return globalForRepos.tsuzuriAnalytics.repo;
}

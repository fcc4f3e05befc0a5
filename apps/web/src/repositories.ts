import { analyticsRepositories } from '@tsuzuri/analytics';
import { siteConfig } from '@tsuzuri/config';
import { contentRepositories } from '@tsuzuri/content/repositories';
import { type Db, getDb } from '@tsuzuri/db';
import { pushSendsRepository } from '@tsuzuri/push/sends';
import { pushSubscriptionsRepository } from '@tsuzuri/push/subscriptions';
import { readersRepositories } from '@tsuzuri/readers';
import { categoryGeneration } from './lib/category-generation';
import { recordReadTags } from './lib/read-tags';

/** Every workspace's repositories over one connection: what the site's pages and APIs read and write. */
export function createRepositories(
  db: Db,
  fallbackLocale = siteConfig().defaultLocale,
  popularWindowDays = siteConfig().popularWindowDays,
) {
  return {
    ...contentRepositories(db, {
      fallbackLocale,
      popularWindowDays,
      categoryGeneration,
      readTags: recordReadTags,
    }),
    ...readersRepositories(db),
    ...analyticsRepositories(db),
    pushSubscriptions: pushSubscriptionsRepository(db),
    pushSends: pushSendsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

const globalForRepos = globalThis as unknown as { tsuzuriRepos?: Promise<Repositories> };

/**
 * The repositories over the process's shared connection, made once per process (the Next bundle
 * and the front share it through globalThis). The front's analytics writer does not come from
 * here: see sharedAnalyticsRepository in @tsuzuri/analytics.
 */
export function repositories(): Promise<Repositories> {
  globalForRepos.tsuzuriRepos ??= getDb().then((db) => createRepositories(db));
  return globalForRepos.tsuzuriRepos;
}

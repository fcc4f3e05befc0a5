import { analyticsRepositories } from '@tsuzuri/analytics';
import { contentRepositories } from '@tsuzuri/content/repositories';
import type { Locale } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { pushSubscriptionsRepository } from '@tsuzuri/push/subscriptions';
import { readersRepositories } from '@tsuzuri/readers';

/** Every workspace's repositories over one test database (the web app composes the same set). */
export function createRepositories(db: Db, fallbackLocale: Locale = 'ja', popularWindowDays = 30) {
  const content = contentRepositories(db, { fallbackLocale, popularWindowDays });
  return {
    ...content,
    ...readersRepositories(db),
    ...analyticsRepositories(db),
    pushSubscriptions: pushSubscriptionsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { startScheduler } from '@tsuzuri/content/editorial/scheduler';
import type { PublishedArticle } from '@tsuzuri/content/site';
import { type Db, getDb } from '@tsuzuri/db';
import { repeatingFailureLog } from './repeating-failure-log';

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

/**
 * Scheduled articles go public on time: one loop per instance (run by the web server's primary
 * process), once a second; the database claim makes the cluster publish each article once, then
 * that instance purges its tags on every instance and, with PUSH_ON_PUBLISH, announces it.
 */
export async function startPublishScheduler(log: Log): Promise<() => Promise<unknown>> {
  const db = await getDb();
  // While the database is down every round fails: logged when it starts, then once a minute.
  const failures = repeatingFailureLog(log, 'scheduled publish failed; retrying every second');
  const scheduler = startScheduler({
    db,
    purge: async (tags) => {
      const r = await purgeCacheTags(tags);
      if (!r.ok) log.warn({ reason: r.reason }, 'scheduled publish: cache not purged');
    },
    announce: (published) => announce(db, published, log),
    onError: failures.failed,
    onRound: failures.succeeded,
  });
  return scheduler.stop;
}

/** The import command's announcement (apps/cli/src/import.ts), loaded only when there is one. */
async function announce(db: Db, published: PublishedArticle[], log: Log): Promise<void> {
  log.info(
    { articles: published.map((a) => `${a.locale}/${a.slug}`) },
    'scheduled articles published',
  );
  const { announcePublished } = await import('@tsuzuri/push');
  const { pushSubscriptionsRepository } = await import('@tsuzuri/push/subscriptions');
  await announcePublished(published, { subscriptions: pushSubscriptionsRepository(db) });
}

import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, Db } from '@tsuzuri/db';
import { articleWriteTags } from '../cache-tags';
import type { PublishedArticle } from '../import/import-dir';
import { type IndexedFields, indexArticle, prepareSearchDocuments } from '../search';
import { categoryUidsOf, fieldsOf, loadArticleRow } from './article-fields';
import { slugRowIds } from '../sitemap-parts';
import { SCHEDULER_ACTOR } from './article-input';
import { writeRevision } from './revisions';

export type DuePublication = { published: PublishedArticle[]; tags: string[] };

/**
 * Publishes every scheduled article whose time has come, exactly once across a cluster: the
 * claim is one UPDATE … WHERE editorial_state = 'scheduled' AND publish_at <= now RETURNING.
 * On PostgreSQL a second instance's UPDATE waits on the row lock, re-reads the row, finds it
 * published and claims nothing; on SQLite writers take turns. The claim, the search index and
 * the revision commit together. Returns what was published (for push) and the tags to purge.
 */
const isDue = (iso: string) => (eb: ExpressionBuilder<Database, 'articles'>) =>
  eb.and([eb('editorial_state', '=', 'scheduled'), eb('publish_at', '<=', iso)]);

export async function publishDueArticles(db: Db, now = new Date()): Promise<DuePublication> {
  const iso = now.toISOString();
  // Read first: most ticks find nothing due and need no write, so no worker takes the write lock
  // every second for nothing. What is due is analysed before the write that publishes it (the
  // analyser is slow; the write holds the lock); an article changed in between is analysed
  // again inside, and the claim below stays the one decision.
  const due = await db
    .selectFrom('articles')
    .select(['title', 'description', 'plain_text'] satisfies (keyof IndexedFields)[])
    .where(isDue(iso))
    .execute();
  if (!due.length) return { published: [], tags: [] };
  await prepareSearchDocuments(due);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('articles')
      .set({
        editorial_state: 'published',
        status: 'published',
        published_at: sql<string>`publish_at`,
        publish_at: null,
        updated_at: iso,
        version: sql`version + 1`,
      })
      .where(isDue(iso))
      .returning(['id'])
      .execute();
    const published: PublishedArticle[] = [];
    const tags = new Set<string>();
    for (const { id } of claimed) {
      await indexArticle(trx, id);
      const row = await loadArticleRow(trx, id);
      if (!row) continue;
      await writeRevision(trx, {
        articleId: id,
        version: row.version,
        actor: SCHEDULER_ACTOR,
        action: 'publish',
        fields: fieldsOf(row),
        at: iso,
      });
      published.push({
        slug: row.slug,
        locale: row.locale,
        title: row.title,
        description: row.description,
      });
      for (const t of articleWriteTags({
        slug: row.slug,
        locale: row.locale,
        categoryUids: await categoryUidsOf(trx, row.category_id),
        slugIds: await slugRowIds(trx, [row.slug]),
      }))
        tags.add(t);
    }
    return { published, tags: [...tags] };
  });
}

export type SchedulerOptions = {
  db: Db;
  /** Purges the tags on every instance (purgeCacheTags in the web server). */
  purge: (tags: string[]) => Promise<unknown>;
  /** Announces by web push when configured (announcePublished); may be absent. */
  announce?: (published: PublishedArticle[]) => Promise<unknown>;
  onError?: (error: unknown) => void;
  /** After every round whose claim worked (whether or not it published): a failure has ended. */
  onRound?: () => void;
  intervalMs?: number;
  now?: () => Date;
};

/**
 * Runs publishDueArticles once a second (one loop per instance; the claim makes the cluster
 * publish each article once). A tick never overlaps the previous one. Purge and push failures
 * are reported, never thrown: the articles are public already. `tick` runs one round now.
 * `stop` ends the loop and resolves when a running round has ended: a server that stops must
 * not cut a round between its publish and its purge (the pages would stay without the article).
 */
export function startScheduler(o: SchedulerOptions): {
  stop: () => Promise<unknown>;
  tick: () => Promise<DuePublication | null>;
} {
  let running: Promise<DuePublication | null> | null = null;
  const round = async (): Promise<DuePublication | null> => {
    try {
      const due = await publishDueArticles(o.db, o.now?.() ?? new Date());
      o.onRound?.();
      if (!due.published.length) return due;
      await o.purge(due.tags).catch((e) => o.onError?.(e));
      await o.announce?.(due.published).catch((e) => o.onError?.(e));
      return due;
    } catch (e) {
      o.onError?.(e);
      return null;
    }
  };
  const tick = () => {
    running ??= round().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = setInterval(tick, o.intervalMs ?? 1000);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    return running ?? Promise.resolve(null);
  };
  return { stop, tick };
}

import { describe, expect, it } from 'vitest';
import { type Db, openDb } from '@tsuzuri/db';
import { describeWithPostgres, forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { contentRepositories } from '../repositories';
import { listRevisions } from './revisions';
import { saveArticle } from './save-article';
import { publishDueArticles, startScheduler } from './scheduler';
import { changeArticleState } from './states';

const T0 = new Date('2026-11-25T00:00:00Z');
const DUE = '2026-11-25T00:01:00.000Z';

/** An article scheduled for DUE in a fresh editorial fixture; its id. */
async function scheduled(db: Db): Promise<number> {
  await editorialFixture(db);
  const { id } = await saveArticle(db, draftInput(), HANAKO, T0);
  await changeArticleState(db, { id, baseVersion: 1, to: 'scheduled', publishAt: DUE }, HANAKO, T0);
  return id;
}

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);

  describe('publishDueArticles', () => {
    it('publishes nothing before its time, then publishes once, dated at its schedule', async () => {
      const id = await scheduled(ctx().db);
      const db = ctx().db;
      expect((await publishDueArticles(db, new Date('2026-11-25T00:00:59Z'))).published).toEqual(
        [],
      );
      const due = await publishDueArticles(db, new Date('2026-11-25T00:01:00.5Z'));
      expect(due.published).toEqual([
        expect.objectContaining({ slug: 'better-picture', locale: 'ja' }),
      ]);
      expect(due.tags).toEqual(
        expect.arrayContaining(['article:better-picture', 'category:dvd-copy', 'list:latest:ja']),
      );
      expect((await publishDueArticles(db, new Date('2026-11-25T00:02:00Z'))).published).toEqual(
        [],
      );
      const article = await contentRepositories(db).articles.bySlug('better-picture', 'ja');
      expect(article?.publishedAt).toBe(DUE);
      expect(
        (await contentRepositories(db).articles.search('画質', 'ja', 1, 10)).items.map((a) => a.id),
      ).toEqual([id]);
      expect((await listRevisions(db, id))[0]).toMatchObject({
        action: 'publish',
        by: { id: 'system:scheduler' },
      });
    });
  });
});

describe('startScheduler', () => {
  const ctx = useTempDb('sqlite');

  it('says when a round failed and when rounds work again (the log counts an outage once)', async () => {
    const seen: string[] = [];
    const broken = await openDb({ dialect: 'sqlite', url: ':memory:' });
    await broken.destroy();
    const options = {
      intervalMs: 60_000,
      purge: async () => {},
      onError: () => void seen.push('error'),
      onRound: () => void seen.push('round'),
    };
    const down = startScheduler({ ...options, db: broken });
    await down.tick();
    down.stop();
    const up = startScheduler({ ...options, db: ctx().db });
    await up.tick();
    up.stop();
    expect(seen).toEqual(['error', 'round']);
  });

  it('stop() resolves once the running round has ended, its purge included (a stopping server waits for it)', async () => {
    await scheduled(ctx().db);
    const purged: string[][] = [];
    let purgeStarted = () => {};
    const purging = new Promise<void>((resolve) => {
      purgeStarted = resolve;
    });
    const scheduler = startScheduler({
      db: ctx().db,
      intervalMs: 60_000,
      now: () => new Date(DUE),
      // A purge that takes a while, as one through the cache service can.
      purge: async (tags) => {
        purgeStarted();
        await new Promise((r) => setTimeout(r, 200));
        purged.push(tags);
      },
    });
    void scheduler.tick();
    await purging;
    await scheduler.stop();
    expect(purged).toHaveLength(1);
  });
});

describeWithPostgres('two schedulers on one PostgreSQL', () => {
  const ctx = useTempDb('postgres');

  it('publishes a due article once: one publish, one purge, one push', async () => {
    await editorialFixture(ctx().db);
    for (const slug of ['one']) {
      const { id } = await saveArticle(ctx().db, draftInput({ slug }), HANAKO, T0);
      await changeArticleState(
        ctx().db,
        { id, baseVersion: 1, to: 'scheduled', publishAt: DUE },
        HANAKO,
        T0,
      );
    }
    // Two instances: each its own connection pool, as two web servers have.
    const other = await openDb({ dialect: 'postgres', url: ctx().url });
    try {
      const purges: string[][] = [];
      const pushes: string[][] = [];
      const make = (db: typeof other) =>
        startScheduler({
          db,
          intervalMs: 60_000,
          now: () => new Date('2026-11-25T00:01:01Z'),
          purge: async (t) => void purges.push(t),
          announce: async (p) => void pushes.push(p.map((a) => a.slug)),
        });
      const a = make(ctx().db);
      const b = make(other);
      // Both instances' rounds race for the same due article, then both run again.
      const rounds = [
        ...(await Promise.all([a.tick(), b.tick()])),
        ...(await Promise.all([b.tick(), a.tick()])),
      ];
      a.stop();
      b.stop();
      const published = rounds.flatMap((r) => r?.published.map((p) => p.slug) ?? []);
      expect(published).toEqual(['one']);
      expect(pushes).toEqual([['one']]);
      expect(purges).toEqual([expect.arrayContaining(['article:one', 'list:latest:ja'])]);
      const revisions = await ctx()
        .db.selectFrom('article_revisions')
        .select('article_id')
        .where('action', '=', 'publish')
        .execute();
      expect(revisions).toHaveLength(1);
    } finally {
      await other.destroy();
    }
  });
});

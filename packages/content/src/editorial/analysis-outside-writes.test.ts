import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { draftInput, editorialFixture, HANAKO, TARO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { contentRepositories } from '../repositories';
import { loadAnalyser } from '../search/readings/analyser';
import { publishArticleChanges } from './publish-changes';
import { saveArticle } from './save-article';
import { publishDueArticles } from './scheduler';
import { changeArticleState } from './states';

// The reading analyser takes ~0.4 s over a long article, and a SQLite write transaction holds
// the one write lock from its first line: every other worker's save, comment or analytics batch
// waits meanwhile. What a write will index, or take out of the index, is analysed before it
// begins (docs/database.md, "Write transactions (SQLite)").
describe('publishing on SQLite', () => {
  const ctx = useTempDb('sqlite');

  it('runs the analyser before each write begins, never while it holds the lock', async () => {
    const db = ctx().db;
    await editorialFixture(db);
    // Another connection that never waits: it can begin a write unless one is open.
    const other = new SQLite(ctx().url.slice('file:'.length), { timeout: 0 });
    const writeOpen = () => {
      try {
        other.exec('begin immediate');
        other.exec('rollback');
        return false;
      } catch {
        return true;
      }
    };
    const analyser = await loadAnalyser();
    const original = analyser.analyse.bind(analyser);
    const analysed: { step: string; underLock: boolean }[] = [];
    let step = '';
    const spy = vi.spyOn(analyser, 'analyse').mockImplementation((text) => {
      analysed.push({ step, underLock: writeOpen() });
      return original(text);
    });
    // Each step a text of its own: the analyser remembers the last few it read.
    const body = (n: number) => `<p>${'縞馬の画質を上げる手順。'.repeat(20)}その${n}</p>`;
    try {
      step = 'publish a draft';
      const { id } = await saveArticle(db, draftInput({ body: body(1) }), HANAKO);
      const published = await changeArticleState(
        db,
        { id, baseVersion: 1, to: 'published' },
        HANAKO,
      );
      step = 'publish a change';
      const change = await saveArticle(
        db,
        draftInput({ id, baseVersion: published.version, body: body(2) }),
        TARO,
      );
      const changed = await publishArticleChanges(db, { id, baseVersion: change.version }, TARO);
      step = 'unpublish';
      await changeArticleState(db, { id, baseVersion: changed.version, to: 'unpublished' }, HANAKO);
      step = 'publish on schedule';
      const scheduled = await saveArticle(db, draftInput({ slug: 'zebra', body: body(3) }), HANAKO);
      const due = new Date(Date.now() + 60_000);
      await changeArticleState(
        db,
        { id: scheduled.id, baseVersion: 1, to: 'scheduled', publishAt: due.toISOString() },
        HANAKO,
      );
      expect((await publishDueArticles(db, due)).published).toHaveLength(1);
    } finally {
      spy.mockRestore();
      other.close();
    }
    expect(new Set(analysed.map((a) => a.step))).toEqual(
      new Set(['publish a draft', 'publish a change', 'publish on schedule']),
    );
    expect(analysed.filter((a) => a.underLock)).toEqual([]);
    const found = await contentRepositories(db).articles.search('縞馬', 'ja', 1, 10);
    expect(found.items.map((a) => a.slug)).toEqual(['zebra']);
  });
});

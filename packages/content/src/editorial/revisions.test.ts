import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO, TARO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { restoreRevision } from './restore';
import { compareRevisions, getRevision, listRevisions } from './revisions';
import { saveArticle } from './save-article';

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);

  describe('revisions', () => {
    it('keeps one per save, compares two field by field with a text diff, restores as a new one', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const { id } = await saveArticle(db, draftInput({ body: '<p>古い本文です</p>' }), HANAKO);
      await saveArticle(
        db,
        draftInput({
          id,
          baseVersion: 1,
          title: '新しい題',
          body: '<p>新しい本文です</p>',
          category: 'video',
        }),
        TARO,
      );
      expect((await listRevisions(db, id)).map((r) => [r.version, r.action, r.by.id])).toEqual([
        [2, 'save', TARO.id],
        [1, 'create', HANAKO.id],
      ]);

      const changes = await compareRevisions(db, id, 1, 2);
      expect(changes.map((c) => c.field).sort()).toEqual(['body', 'category', 'title']);
      expect(changes.find((c) => c.field === 'category')).toMatchObject({
        from: 'dvd-copy',
        to: 'video',
      });
      const body = changes.find((c) => c.field === 'body')?.diff ?? [];
      expect(
        body
          .filter((p) => p.kind === 'removed')
          .map((p) => p.text)
          .join(''),
      ).toContain('古い');
      expect(
        body
          .filter((p) => p.kind === 'added')
          .map((p) => p.text)
          .join(''),
      ).toContain('新しい');
      expect(
        body
          .filter((p) => p.kind === 'same')
          .map((p) => p.text)
          .join(''),
      ).toContain('本文');

      const restored = await restoreRevision(
        db,
        { articleId: id, version: 1, baseVersion: 2 },
        HANAKO,
      );
      expect(restored.version).toBe(3);
      const r3 = await getRevision(db, id, 3);
      expect(r3).toMatchObject({
        action: 'restore',
        fields: { title: '画質を上げる方法', category: 'dvd-copy', body: '<p>古い本文です</p>' },
      });
      expect(await compareRevisions(db, id, 1, 3)).toEqual([]);
      // A restore is a save like any other: based on an old version, it is refused.
      await expect(
        restoreRevision(db, { articleId: id, version: 2, baseVersion: 2 }, TARO),
      ).rejects.toMatchObject({ code: 'conflict' });
      await expect(getRevision(db, id, 9)).rejects.toMatchObject({ code: 'not_found' });
    });
  });
});

import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { audit, listAudit } from './audit';

const hanako = { id: 'u-hanako', email: 'hanako@example.jp' };
const taro = { id: 'u-taro', email: 'taro@example.jp' };

forEachDialect((dialect) => {
  describe('the audit log', () => {
    const ctx = useTempDb(dialect);

    it('keeps who did what to which target with its details, newest first, filtered', async () => {
      const { db } = ctx();
      const tricky = { title: '絵文字😀 "引用" \\ 改行\n', tags: ['latest:ja'] };
      await audit(db, {
        actor: hanako,
        action: 'articles.publish',
        target: 'article:a',
        details: tricky,
      });
      await audit(db, { actor: taro, action: 'comments.moderate', target: 'comment:7' });
      await audit(db, { actor: hanako, action: 'articles.edit', target: 'article:b' });

      const all = await listAudit(db);
      expect(all.map((r) => r.target)).toEqual(['article:b', 'comment:7', 'article:a']);
      expect(all[2]).toMatchObject({
        actorId: 'u-hanako',
        actorEmail: 'hanako@example.jp',
        details: tricky,
      });
      expect(Date.parse(all[2].at)).toBeGreaterThan(Date.now() - 60_000);

      expect((await listAudit(db, { actorId: 'u-taro' })).map((r) => r.target)).toEqual([
        'comment:7',
      ]);
      expect((await listAudit(db, { action: 'articles.publish' })).map((r) => r.target)).toEqual([
        'article:a',
      ]);
      expect((await listAudit(db, { action: 'articles.*' })).map((r) => r.target)).toEqual([
        'article:b',
        'article:a',
      ]);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const past = new Date(Date.now() - 3_600_000).toISOString();
      expect(await listAudit(db, { from: future })).toEqual([]);
      expect(await listAudit(db, { from: past, to: future })).toHaveLength(3);
      expect(await listAudit(db, { to: past })).toEqual([]);
      // Paging: the rows before the newest one.
      expect((await listAudit(db, { before: all[0].id, limit: 1 })).map((r) => r.target)).toEqual([
        'comment:7',
      ]);
    });

    it('cuts runaway details and refuses a bad filter', async () => {
      const { db } = ctx();
      await audit(db, {
        actor: hanako,
        action: 'media.edit',
        details: { big: 'x'.repeat(100_000) },
      });
      const [row] = await listAudit(db);
      expect(JSON.stringify(row.details).length).toBeLessThan(3000);
      await expect(listAudit(db, { from: 'yesterday' })).rejects.toThrow();
      await expect(listAudit(db, { limit: 100_000 })).rejects.toThrow();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { forEachDialect } from './dialects';
import { type TempDb, tempDb } from './temp-db';

const articles = async (ctx: TempDb) =>
  Number(
    (
      await ctx.db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// Test databases are copies of the run's templates (./database-templates.ts): each must start as
// asked and be a database of its own, whatever a test did to another.
forEachDialect((dialect) => {
  describe('tempDb', () => {
    it('gives each test its own copy, seeded or only migrated as asked', async () => {
      const [a, b, migrated] = await Promise.all([
        tempDb(dialect, { seeded: true }),
        tempDb(dialect, { seeded: true }),
        tempDb(dialect),
      ]);
      try {
        const seeded = await articles(a);
        expect(seeded).toBeGreaterThan(60);
        expect(await articles(migrated)).toBe(0);
        await a.db.deleteFrom('articles').execute();
        expect(await articles(a)).toBe(0);
        expect(await articles(b)).toBe(seeded);
        const c = await tempDb(dialect, { seeded: true });
        expect(await articles(c)).toBe(seeded);
        await c.cleanup();
      } finally {
        await Promise.all([a, b, migrated].map((ctx) => ctx.cleanup()));
      }
    });

    it('leaves a database empty when asked', async () => {
      const ctx = await tempDb(dialect, { migrated: false });
      try {
        await expect(ctx.db.selectFrom('articles').selectAll().execute()).rejects.toThrow();
      } finally {
        await ctx.cleanup();
      }
    });
  });
});

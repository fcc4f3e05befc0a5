import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '@tsuzuri/db';
import { createRepositories, type Repositories } from './repositories';
import { seedDatabase } from '@tsuzuri/content/site';
import { type TempDb, tempDb } from './temp-db';

export type { TempDb };

/** A seeded database with its repositories. */
export type SeededDb = TempDb & { repos: Repositories };

const SEED_TIMEOUT_MS = 60_000;

/**
 * One real database seeded with the demo content, shared by a test file's (or a dialect
 * suite's) read-mostly tests: created before them, removed after. SQLite unless a dialect is
 * given (see forEachDialect). Like useTempDb, returns a getter for use inside the tests.
 */
export function useSeededDatabase(dialect: Dialect = 'sqlite'): () => SeededDb {
  let seeded: SeededDb | undefined;
  beforeAll(async () => {
    const ctx = await tempDb(dialect);
    seeded = { ...ctx, repos: createRepositories(ctx.db, 'ja', 30) };
    const report = await seedDatabase(ctx.db);
    const errors = report.files.filter((f) => f.status === 'error');
    if (errors.length) throw new Error(`the demo content did not seed: ${JSON.stringify(errors)}`);
    // Seeding indexes every article's readings: the analyser's dictionary loads first (1–3 s),
    // then reads ~65 articles; on a loaded machine that passes Vitest's 10 s default.
  }, SEED_TIMEOUT_MS);
  afterAll(() => seeded?.cleanup());
  return () => {
    if (!seeded) throw new Error('useSeededDatabase: the database exists only inside the suite');
    return seeded;
  };
}

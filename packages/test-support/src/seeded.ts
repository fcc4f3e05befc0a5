import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '@tsuzuri/db';
import { createRepositories, type Repositories } from './repositories';
import { type TempDb, tempDb } from './temp-db';

export type { TempDb };

/** A seeded database with its repositories. */
export type SeededDb = TempDb & { repos: Repositories };

/**
 * One real database seeded with the demo content, shared by a test file's (or a dialect
 * suite's) read-mostly tests: created before them, removed after. SQLite unless a dialect is
 * given (see forEachDialect). Like useTempDb, returns a getter for use inside the tests.
 */
export function useSeededDatabase(dialect: Dialect = 'sqlite'): () => SeededDb {
  let seeded: SeededDb | undefined;
  beforeAll(async () => {
    const ctx = await tempDb(dialect, { seeded: true });
    seeded = { ...ctx, repos: createRepositories(ctx.db, 'ja', 30) };
  });
  afterAll(() => seeded?.cleanup());
  return () => {
    if (!seeded) throw new Error('useSeededDatabase: the database exists only inside the suite');
    return seeded;
  };
}

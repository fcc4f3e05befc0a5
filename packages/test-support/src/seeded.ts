import { afterAll, beforeAll } from 'vitest';
import type { Dialect } from '@tsuzuri/db';
import { createRepositories, type Repositories } from './repositories';
import { seedDatabase } from '@tsuzuri/content/site';
import { type TempDb, tempDb } from './temp-db';

export type { TempDb };

/**
 * One real database seeded with the demo content, shared by a test file's (or a dialect
 * suite's) read-mostly tests: created before them, removed after. SQLite unless a dialect is
 * given (see forEachDialect). `ready` hands over the database and repositories.
 */
export function useSeededDatabase(ready: (ctx: TempDb, repos: Repositories) => void, dialect: Dialect = 'sqlite'): void {
  let ctx: TempDb | undefined;
  beforeAll(async () => {
    ctx = await tempDb(dialect);
    const report = await seedDatabase(ctx.db);
    const errors = report.files.filter((f) => f.status === 'error');
    if (errors.length) throw new Error(`the demo content did not seed: ${JSON.stringify(errors)}`);
    ready(ctx, createRepositories(ctx.db, 'ja', 30));
  });
  afterAll(() => ctx?.cleanup());
}

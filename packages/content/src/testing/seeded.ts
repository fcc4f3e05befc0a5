import { afterAll, beforeAll } from 'vitest';
import { createRepositories, type Repositories } from '../repositories';
import { seedDatabase } from '../seed/seed-db';
import { tempDb } from './temp-db';

export type TempDb = Awaited<ReturnType<typeof tempDb>>;

/**
 * One real SQLite file seeded with the demo content, shared by a test file's read-mostly
 * tests: created before them, removed after. `ready` hands over the database and repositories.
 */
export function useSeededDatabase(ready: (ctx: TempDb, repos: Repositories) => void): void {
  let ctx: TempDb | undefined;
  beforeAll(async () => {
    ctx = await tempDb();
    const report = await seedDatabase(ctx.db);
    const errors = report.files.filter((f) => f.status === 'error');
    if (errors.length) throw new Error(`the demo content did not seed: ${JSON.stringify(errors)}`);
    ready(ctx, createRepositories(ctx.db, 'ja', 30));
  });
  afterAll(() => ctx?.cleanup());
}

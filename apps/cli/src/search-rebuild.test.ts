import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { runScript } from '@tsuzuri/test-support/run-script';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';

describe('npm run search:rebuild', () => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb('sqlite', { seeded: true });
  });
  afterEach(() => ctx.cleanup());

  const found = async (q: string) =>
    (await createRepositories(ctx.db).articles.search(q, 'ja', 1, 50)).total;

  it('writes the index again from the articles, so a search finds them', async () => {
    const before = await found('画質');
    expect(before).toBeGreaterThan(0);
    // An index that lost its entries (or was written by another release's tokenizer).
    await sql`insert into article_search (article_search) values ('delete-all')`.execute(ctx.db);
    await sql`delete from search_index_entries`.execute(ctx.db);
    expect(await found('画質')).toBe(0);
    const run = await runScript('search-rebuild.ts', [], ctx.url);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/search:rebuild: \d+ articles indexed on sqlite in [\d.]+ s/);
    // The operator sees it move (a large site takes minutes).
    expect(run.stdout).toMatch(/search:rebuild: (\d+) of \1 articles read/);
    expect(await found('画質')).toBe(before);
    expect(await found('MP4変換')).toBeGreaterThan(0);
  }, 60_000);
});

import type { CompiledQuery, KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { type ConsoleListInput, listConsoleArticles } from './console-list';

/**
 * The console's article list reads its count and a page's ids from one index, and only the page's
 * own rows whole (migration 0029): sorting every article with its joins took 207 ms at 10,000
 * articles for the first page (docs/database.md, "The console's article list"). What it lists is
 * catalog.test.ts's.
 */
describe('the console article list on SQLite', () => {
  const site = useSeededDatabase('sqlite');

  /** Every statement the list sends for `filters`, with SQLite's plan for it. */
  async function plans(filters: ConsoleListInput) {
    const { db } = site();
    const statements: CompiledQuery[] = [];
    const capture: KyselyPlugin = {
      transformQuery: ({ node, queryId }) => {
        statements.push(db.getExecutor().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const list = await listConsoleArticles(db.withPlugin(capture), filters);
    const planned = [];
    for (const s of statements) {
      const plan = await db.executeQuery<{ detail: string }>({
        ...s,
        sql: `explain query plan ${s.sql}`,
      });
      planned.push({ sql: s.sql, plan: plan.rows.map((r) => r.detail).join('\n') });
    }
    return { list, planned };
  }

  it.each([
    ['no filter', {}],
    ['a state and a locale', { status: 'published', locale: 'ja' }],
    ['a category', { category: 'blog' }],
  ] as const)('%s: the page found along an index, in order, never sorted', async (_, filters) => {
    const { list, planned } = await plans({ ...filters, page: 2, perPage: 3 });
    expect(list.items).toHaveLength(3);
    const paging = planned.filter((p) => / offset \?/.test(p.sql));
    expect(paging).toHaveLength(1);
    // Along the console's index, or a category's own (category, updated_at): in order either way.
    expect(paging[0].plan).toMatch(
      /^(SCAN a USING COVERING INDEX articles_console_idx|SEARCH a USING COVERING INDEX articles_category_newest_idx)/m,
    );
    // A sort of the whole listing; a category's index leaves only ties on the date to order by id
    // ("RIGHT PART OF ORDER BY"), which stops at the page.
    expect(paging[0].plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/);
    const counting = planned.filter((p) => /count\(\*\)/.test(p.sql));
    expect(counting).toHaveLength(1);
    expect(counting[0].plan).not.toMatch(/ (c|u|ch) /);
  });
});

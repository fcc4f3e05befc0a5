import { describe, expect, it } from 'vitest';
import { plansOf } from '@tsuzuri/test-support/query-plans';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { listConsoleArticles } from './console-list';

/**
 * The console's article list reads its count and a page's ids from one index, and only the page's
 * own rows whole (migration 0029): sorting every article with its joins took 207 ms at 10,000
 * articles for the first page (docs/database.md, "The console's article list"). What it lists is
 * catalog.test.ts's.
 */
describe('the console article list on SQLite', () => {
  const site = useSeededDatabase('sqlite');

  it.each([
    ['no filter', {}],
    ['a state and a locale', { status: 'published', locale: 'ja' }],
    ['a category', { category: 'blog' }],
  ] as const)('%s: the page found along an index, in order, never sorted', async (_, filters) => {
    let list: Awaited<ReturnType<typeof listConsoleArticles>> | undefined;
    const planned = await plansOf(site().db, async (db) => {
      list = await listConsoleArticles(db, { ...filters, page: 2, perPage: 3 });
    });
    expect(list?.items).toHaveLength(3);
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

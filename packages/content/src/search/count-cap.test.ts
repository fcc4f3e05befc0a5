import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories, type Repositories } from '@tsuzuri/test-support/repositories';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { insertSearchableArticles } from './import-articles.testing';
import { SEARCH_COUNT_CAP } from './matches';

/**
 * Past the count's cap the search page cannot say how many pages there are (docs/product.md,
 * "Search"): it offers the next page while one follows. A site with a few more matching
 * articles than the cap, through the repository the page calls.
 */
const PER_PAGE = 12;
const MATCHING = SEARCH_COUNT_CAP + 13; // 85 pages: 84 full, the last with 5
const LAST_PAGE = Math.ceil(MATCHING / PER_PAGE);

forEachDialect((dialect) => {
  let ctx: TempDb;
  let repos: Repositories;
  beforeAll(async () => {
    ctx = await tempDb(dialect);
    repos = createRepositories(ctx.db, 'ja', PER_PAGE);
    await insertSearchableArticles(
      ctx.db,
      Array.from({ length: MATCHING }, (_, i) => ({
        slug: `turtle-${i}`,
        text: `ゾウガメの観察、その${i}。`,
      })),
    );
  }, 120_000);
  afterAll(() => ctx?.cleanup());

  const search = (page: number) => repos.articles.search('ゾウガメ', 'ja', page, PER_PAGE);

  describe('a search with more matches than the count goes to', () => {
    it('says "more than" the cap and offers the next page while one follows', async () => {
      // The cap's worth of pages is known to exist from the first.
      expect(await search(1)).toMatchObject({
        total: SEARCH_COUNT_CAP,
        more: true,
        page: 1,
        pageCount: Math.ceil(SEARCH_COUNT_CAP / PER_PAGE),
      });
      const before = await search(LAST_PAGE - 1);
      expect(before.items).toHaveLength(PER_PAGE);
      expect(before.pageCount).toBe(LAST_PAGE);
    });

    it('ends at the last page: a short page offers no next one, and a page past it has nothing', async () => {
      const last = await search(LAST_PAGE);
      expect(last.items).toHaveLength(MATCHING - (LAST_PAGE - 1) * PER_PAGE);
      expect(last.pageCount).toBe(LAST_PAGE);
      // The page answers 404 for a page past pageCount (search-result/page.tsx).
      const past = await search(LAST_PAGE + 1);
      expect(past.items).toEqual([]);
      expect(past.pageCount).toBeLessThan(LAST_PAGE + 1);
    });

    it('shows every matching article once across the pages', async () => {
      const seen = new Set<number>();
      for (let page = 1; page <= LAST_PAGE; page++)
        for (const item of (await search(page)).items) seen.add(item.id);
      expect(seen.size).toBe(MATCHING);
    });
  });
});

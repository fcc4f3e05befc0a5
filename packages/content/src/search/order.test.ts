import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { importTestArticles } from './import-articles.testing';
import { findMatches } from './matches';
import { parseQuery } from './query';
import { loadAnalyser } from './readings/analyser';

// The order of search results (matches.ts): three tiers — a word as written in the title, a word
// as written in the body only, a reading only — each newest first, the same on both dialects
// and on every page, whatever page size cuts the tiers.

// Imported one by one, oldest first: ids grow in this order. 葡萄 is in no demo article; ぶどう
// finds it only through its reading. The oldest title repeats the word, which a rank by
// frequency would lift above the newer title; the reading-only article is the newest of all,
// which an order by id alone would put above the body matches.
const ARTICLES = [
  { slug: 'order-title-old', title: '葡萄と葡萄の畑', body: '葡萄の畑を撮る。' },
  { slug: 'order-body-old', title: '果樹園の朝', body: '朝の葡萄を撮る。' },
  { slug: 'order-title-new', title: '葡萄の収穫', body: '収穫の記録。' },
  { slug: 'order-body-new', title: '果樹園の夕方', body: '夕方の葡萄を撮る。' },
  { slug: 'order-reading', title: '果物の色', body: 'ぶどうの色を撮る。' },
];
const EXPECTED = [
  'order-title-new',
  'order-title-old',
  'order-body-new',
  'order-body-old',
  'order-reading',
];

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  const page = async (n: number, perPage: number) => {
    const result = await site().repos.articles.search('葡萄', 'ja', n, perPage);
    return { slugs: result.items.map((a) => a.slug), total: result.total };
  };

  describe(`result order (${dialect})`, () => {
    it('puts title matches, then body matches, then reading-only matches, each newest first', async () => {
      for (const a of ARTICLES) await importTestArticles(site(), [a]);
      expect(await page(1, 50)).toEqual({ slugs: EXPECTED, total: EXPECTED.length });
    });

    it('gives the same order page by page, for pages that end on a tier or cut across one', async () => {
      for (const perPage of [1, 2, 3, 4]) {
        const seen: string[] = [];
        for (let n = 1; n <= Math.ceil(EXPECTED.length / perPage); n++) {
          const { slugs, total } = await page(n, perPage);
          expect(total, `page ${n} of ${perPage}`).toBe(EXPECTED.length);
          seen.push(...slugs);
        }
        expect(seen, `${perPage} a page`).toEqual(EXPECTED);
      }
    });

    it('answers a page past every tier with no articles and the whole count', async () => {
      // Page 3 of 2 starts past the title tier and the body tier: both are counted to skip them.
      expect(await page(3, 2)).toEqual({ slugs: ['order-reading'], total: EXPECTED.length });
      expect(await page(4, 2)).toEqual({ slugs: [], total: EXPECTED.length });
      expect(await page(9, 2)).toEqual({ slugs: [], total: EXPECTED.length });
    });

    it('orders a query of several words the same way, and finds only articles with every word', async () => {
      const slugs = async (q: string) =>
        (await site().repos.articles.search(q, 'ja', 1, 50)).items.map((a) => a.slug);
      // 撮る is in every body but order-title-new's; either word as written in the body is enough
      // for the second tier, so order-reading (葡萄 by its reading only) is the newest there.
      expect(await slugs('葡萄 撮る')).toEqual([
        'order-title-old',
        'order-reading',
        'order-body-new',
        'order-body-old',
      ]);
      // A title with one of the words is not yet a match: order-title-old has no 収穫.
      expect(await slugs('葡萄 収穫')).toEqual(['order-title-new']);
    });

    it('counts no further than its cap, and pages past the cap still follow the order', async () => {
      const words = parseQuery('葡萄', await loadAnalyser());
      const db = site().db;
      for (const n of [1, 2, 3, 4, 5, 6]) {
        const capped = await findMatches(db, words, 'ja', n, 1, 2);
        const whole = await findMatches(db, words, 'ja', n, 1);
        expect(capped.ids, `page ${n}`).toEqual(whole.ids);
        expect(whole).toMatchObject({ total: EXPECTED.length, more: false });
        // Past the cap the page says so, even where its walk through the tiers learnt more.
        expect(capped, `page ${n}`).toMatchObject({ total: 2, more: true });
      }
      expect(await findMatches(db, words, 'ja', 1, 2, 4)).toMatchObject({ total: 4, more: true });
      expect(await findMatches(db, words, 'ja', 1, 2, 5)).toMatchObject({
        total: EXPECTED.length,
        more: false,
      });
      // A short first page is the whole result, whatever the cap.
      expect(await findMatches(db, words, 'ja', 1, 10, 2)).toMatchObject({
        total: EXPECTED.length,
        more: false,
      });
    });

    it("gives the same page inside a caller's transaction, where the planner is left alone", async () => {
      const words = parseQuery('葡萄', await loadAnalyser());
      for (const n of [1, 2, 3]) {
        const outside = await findMatches(site().db, words, 'ja', n, 2);
        const inside = await site()
          .db.transaction()
          .execute((trx) => findMatches(trx, words, 'ja', n, 2));
        expect(inside).toEqual(outside);
        expect(outside.total).toBe(EXPECTED.length);
      }
    });
  });
});

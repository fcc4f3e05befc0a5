import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories, type Repositories } from '@tsuzuri/test-support/repositories';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { insertSearchableArticles } from './import-articles.testing';
import { findMatches } from './matches';
import { parseQuery } from './query';
import { loadAnalyser } from './readings/analyser';

/**
 * On PostgreSQL a tier's page looks among the newest rows first and asks the indexes when they do
 * not hold it (postgres-matches.ts, NEWEST_ROWS_PER_ID): a word most of whose articles are older
 * than the 2,000 newest must come out the same, in the same order, on every page. Inserted
 * oldest first, so ids grow with the index below.
 */
const PER_PAGE = 12;
const OLD_TITLES = 10; // the word in the title, older than the window
const OLD_BODIES = 17; // the word in the body only, older than the window
const NEW_BODIES = 3; // the word in the body only, among the newest rows
const NEWER = 2000; // articles without the word, newer than every old match

type Row = { slug: string; title: string; text: string };
const rows: Row[] = [
  ...Array.from({ length: OLD_TITLES }, (_, i) => ({
    slug: `old-title-${i}`,
    title: `ゾウガメの記録 ${i}`,
    text: '観察の記録。',
  })),
  ...Array.from({ length: OLD_BODIES }, (_, i) => ({
    slug: `old-body-${i}`,
    title: `島の記録 ${i}`,
    text: 'ゾウガメの観察。',
  })),
  // Every fourth newer article also has ウミネコ: a word a quarter of the newest rows hold.
  ...Array.from({ length: NEWER }, (_, i) => ({
    slug: `newer-${i}`,
    title: `港の記録 ${i}`,
    text: i % 4 === 0 ? 'カモメとウミネコの観察。' : 'カモメの観察。',
  })),
  ...Array.from({ length: NEW_BODIES }, (_, i) => ({
    slug: `new-body-${i}`,
    title: `浜の記録 ${i}`,
    text: 'ゾウガメの足跡。',
  })),
];
// Title tier newest first, then body tier newest first (tiers.ts).
const EXPECTED = [
  ...rows.filter((r) => r.slug.startsWith('old-title')).reverse(),
  ...rows.filter((r) => r.slug.startsWith('new-body')).reverse(),
  ...rows.filter((r) => r.slug.startsWith('old-body')).reverse(),
].map((r) => r.slug);

forEachDialect((dialect) => {
  let ctx: TempDb;
  let repos: Repositories;
  beforeAll(async () => {
    ctx = await tempDb(dialect);
    repos = createRepositories(ctx.db, 'ja', PER_PAGE);
    await insertSearchableArticles(ctx.db, rows);
  }, 180_000);
  afterAll(() => ctx?.cleanup());

  describe(`a word whose articles are mostly older than the newest ${NEWER} (${dialect})`, () => {
    it('is found whole, in tier order, newest first, page after page', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(EXPECTED.length / PER_PAGE); page++) {
        const result = await repos.articles.search('ゾウガメ', 'ja', page, PER_PAGE);
        expect(result.total, `page ${page}`).toBe(EXPECTED.length);
        seen.push(...result.items.map((a) => a.slug));
      }
      expect(seen).toEqual(EXPECTED);
    });

    it('finds nothing for a made-up word, on the first page and past it', async () => {
      for (const page of [1, 2])
        expect(await repos.articles.search('zzqqxx', 'ja', page, PER_PAGE)).toMatchObject({
          items: [],
          total: 0,
        });
    });

    it('answers hostile queries through the newest rows like any other: nothing found, no error', async () => {
      const hostile = [
        '__proto__',
        'constructor hasOwnProperty',
        '<script>alert(1)</script>',
        "ゾウ' or 1=1 --",
        'ゾウ\u0000ガメ\u001b[31m\u202e',
        'ゾウガメ'.repeat(2_000),
      ];
      for (const q of hostile)
        for (const page of [1, 2]) {
          const result = await repos.articles.search(q, 'ja', page, PER_PAGE);
          expect(result.items, q.slice(0, 40)).toEqual([]);
          expect(result.total, q.slice(0, 40)).toBe(0);
        }
    });

    it('counts a word the newest rows hold densely the same as the indexes do, up to any cap', async () => {
      // A cap low enough for this table to be sampled (postgres-matches.ts, countAmongNewest): 100
      // is found in the sample's 300 newest rows (75 of them hold the word) only by reading on.
      const words = parseQuery('ウミネコ', await loadAnalyser());
      const whole = await findMatches(ctx.db, words, 'ja', 1, PER_PAGE);
      expect(whole).toMatchObject({ total: NEWER / 4, more: false });
      for (const cap of [50, 100, 150]) {
        const capped = await findMatches(ctx.db, words, 'ja', 1, PER_PAGE, cap);
        expect(capped, `cap ${cap}`).toMatchObject({ total: cap, more: true, ids: whole.ids });
      }
      // Past every match of the word the cap is no answer: the count is exact.
      expect(await findMatches(ctx.db, words, 'ja', 1, PER_PAGE, NEWER / 4)).toMatchObject({
        total: NEWER / 4,
        more: false,
      });
    });
  });
});

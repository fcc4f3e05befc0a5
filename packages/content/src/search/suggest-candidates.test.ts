import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories, type Repositories } from '@tsuzuri/test-support/repositories';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { insertSearchableArticles } from './import-articles.testing';
import { COMMON_TITLES, commonTitleTokens } from './suggest-candidates';

/**
 * A suggestion's candidates are the titles that can be near the query (suggest-candidates.ts):
 * a common bigram is read only beside others. The one near title must still be found among
 * thousands that share the query's common bigrams but are not near, however old or new it is.
 * Query ダウンロドー方法 (a misspelling): だう うん んろ ろど どー ー方 方法; near titles hold 4.
 */
const DECOYS = COMMON_TITLES + 200;
const NEEDLE = 'ダウンロード方法の基本'; // だう うん んろ 方法: 4 of 7
const rows = [
  // 方法 alone: 1 of 7.
  ...Array.from({ length: DECOYS }, (_, i) => ({
    slug: `how-${i}`,
    title: `動画を整える方法 ${i}`,
    text: '手順の説明。',
  })),
  // だう うん んろ: 3 of 7, one short of near.
  ...Array.from({ length: DECOYS }, (_, i) => ({
    slug: `download-${i}`,
    title: `ダウンロの話 ${i}`,
    text: '手順の説明。',
  })),
  { slug: 'needle', title: NEEDLE, text: '手順の説明。' },
];

forEachDialect((dialect) => {
  let ctx: TempDb;
  let repos: Repositories;
  beforeAll(async () => {
    ctx = await tempDb(dialect);
    repos = createRepositories(ctx.db, 'ja', 12);
    await insertSearchableArticles(ctx.db, rows);
  }, 180_000);
  afterAll(() => ctx?.cleanup());

  describe(`「もしかして」 among thousands of titles sharing common bigrams (${dialect})`, () => {
    it('tells the common bigrams from the rare', async () => {
      const common = await commonTitleTokens(
        ctx.db,
        ['だう', 'うん', 'んろ', 'ろど', 'どー', 'ー方', '方法'],
        'ja',
      );
      expect([...common].sort()).toEqual(['うん', 'だう', 'んろ', '方法']);
    });

    it('offers the one near title, the newest of them all', async () => {
      expect((await repos.articles.search('ダウンロドー方法', 'ja', 1, 12)).total).toBe(0);
      expect(await repos.articles.suggest('ダウンロドー方法', 'ja')).toEqual([NEEDLE]);
    });

    it('reads hostile queries as their words only: titles or nothing, no error', async () => {
      const titles = new Set(rows.map((r) => r.title));
      for (const q of [
        "方法' | '方法",
        '方法"OR"方法',
        '方法 AND (',
        '__proto__',
        'constructor prototype',
        '<script>ダウンロ</script>',
        'ダウン\u0000ロ\u001b[31m\u202e方法',
        '方法'.repeat(500),
        'ダウンロドー方法'.repeat(1_000),
      ])
        for (const offer of await repos.articles.suggest(q, 'ja'))
          expect(titles.has(offer), `${q.slice(0, 40)}: ${offer}`).toBe(true);
      expect(await repos.articles.suggest("ろど' & !'x", 'ja')).toEqual([]);
    });
  });
});

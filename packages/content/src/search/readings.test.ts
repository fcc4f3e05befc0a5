import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { checkSearchIndex } from '@tsuzuri/test-support/search-index';
import { importTestArticles, type TestArticle } from './import-articles.testing';

// Spelling variants found through the readings indexed beside the bigrams (decision 0018), on
// the real database of each dialect. Each article holds one spelling; every other spelling of
// the same word must find it, and the written spelling still does.
const VARIANTS: [string, string[]][] = [
  ['焼きつけ', ['焼きつけ', '焼き付け', '焼付け']],
  ['焼き付け', ['焼きつけ', '焼き付け', '焼付け']],
  ['焼付け', ['焼きつけ', '焼き付け', '焼付け']],
  ['きれい', ['きれい', '綺麗']],
  ['綺麗', ['きれい', '綺麗']],
  ['サーバ', ['サーバ', 'サーバー']],
  ['サーバー', ['サーバ', 'サーバー']],
  ['コンピュータ', ['コンピュータ', 'コンピューター']],
  ['コンピューター', ['コンピュータ', 'コンピューター']],
];

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);
  const slugsFor = async (q: string) =>
    (await site().repos.articles.search(q, 'ja', 1, 50)).items.map((a) => a.slug);

  const importArticles = (articles: TestArticle[]) => importTestArticles(site(), articles);

  describe(`spelling variants (${dialect})`, () => {
    it('finds every spelling of a word from any other, in both directions', async () => {
      await importArticles(
        VARIANTS.map(([written], i) => ({
          slug: `variant-${i}`,
          title: `表記の確認 ${i + 1}`,
          body: `ここでは「${written}」と書いています。`,
        })),
      );
      const misses: string[] = [];
      for (const [i, [written, spellings]] of VARIANTS.entries()) {
        for (const q of spellings)
          if (!(await slugsFor(q)).includes(`variant-${i}`)) misses.push(`${q} → ${written}`);
      }
      expect(misses).toEqual([]);
      await checkSearchIndex(site().db);
    });

    it('keeps different words apart: a shared kanji or a shorter word is no variant', async () => {
      await importArticles([
        { slug: 'variant-fish', title: '魚の話', body: '焼き魚をきれいに盛り付ける。' },
        { slug: 'variant-car', title: '車の話', body: '新しいカーナビの話。' },
      ]);
      // 焼き魚 reads やきざかな: no やきつけ in it. カー keeps its ー (a short word), so カ alone
      // followed by ナビ is no spelling of it.
      expect(await slugsFor('焼き付け')).not.toContain('variant-fish');
      expect(await slugsFor('カナビ')).not.toContain('variant-car');
      expect(await slugsFor('カーナビ')).toContain('variant-car');
      expect(await slugsFor('綺麗')).toContain('variant-fish');
    });

    it("matches ruby by its base text, never by the author's reading", async () => {
      await importArticles([
        {
          slug: 'variant-ruby',
          title: '撮影の心得',
          body: '{本気|マジ}で{撮|と}るなら三脚を使う。',
        },
      ]);
      expect(await slugsFor('マジ')).not.toContain('variant-ruby');
      expect(await slugsFor('本気で撮る')).toContain('variant-ruby');
      // The analyser's own reading of the base still matches, as for any word.
      expect(await slugsFor('ほんき')).toContain('variant-ruby');
    });

    it('ranks articles with the words as written above those found by a reading only', async () => {
      await importArticles([
        { slug: 'variant-rank-kana', title: '仕上げの話', body: '仕上がりがきれいになる。' },
        { slug: 'variant-rank-kanji', title: '綺麗に仕上げる', body: '綺麗に仕上げるコツ。' },
      ]);
      const found = await slugsFor('綺麗');
      expect(found.indexOf('variant-rank-kanji')).toBeGreaterThanOrEqual(0);
      expect(found.indexOf('variant-rank-kanji')).toBeLessThan(found.indexOf('variant-rank-kana'));
    });
  });
});

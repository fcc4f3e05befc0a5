import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { importTestArticles } from './import-articles.testing';

// Loanwords the articles write in Latin letters and readers type in kana (spellings/loanwords.ts),
// on the real database of each dialect over the demo content, whose articles write "Blu-ray"
// and "DVD" and never ブルーレイ or ディーブイディー.
forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);
  const search = (q: string) => site().repos.articles.search(q, 'ja', 1, 50);
  const slugsFor = async (q: string) => (await search(q)).items.map((a) => a.slug);

  describe(`loanwords typed in kana (${dialect})`, () => {
    it('finds the Blu-ray articles from ブルーレイ, however the reader spells it', async () => {
      const latin = await slugsFor('Blu-ray');
      expect(latin.length).toBeGreaterThan(10);
      // The same articles in the same order: Blu-ray in the title first, as for the Latin word.
      for (const q of ['ブルーレイ', 'ぶるーれい', 'ブルーレー', 'ﾌﾞﾙｰﾚｲ', 'ブルー・レイ'])
        expect(await slugsFor(q), q).toEqual(latin);
    });

    it('finds the DVD articles from ディーブイディー, and the word inside a longer one', async () => {
      const latin = await search('DVD');
      const kana = await search('ディーブイディー');
      expect(kana.total).toBe(latin.total);
      expect(kana.items.map((a) => a.slug)).toEqual(latin.items.map((a) => a.slug));
      expect((await search('ディーブイディーに焼く')).total).toBe(
        (await search('DVDに焼く')).total,
      );
      expect((await search('ブルーレイディスク')).total).toBeGreaterThan(0);
    });

    it('marks the word as the article writes it in the snippet', async () => {
      const { items } = await search('ブルーレイ');
      expect(items.length).toBeGreaterThan(0);
      for (const hit of items) expect(hit.snippetHtml).toMatch(/<mark>Blu-ray<\/mark>/i);
    });

    it('finds an article that writes only the kana from the Latin word', async () => {
      await importTestArticles(site(), [
        { slug: 'loanword-kana', title: '焼き方のメモ', body: 'ブルーレイに焼く前の確認。' },
        { slug: 'loanword-windows', title: '環境のメモ', body: 'ウィンドウズで試した。' },
      ]);
      expect(await slugsFor('Blu-ray')).toContain('loanword-kana');
      expect(await slugsFor('bluray')).toContain('loanword-kana');
      expect(await slugsFor('Windows')).toContain('loanword-windows');
      const [hit] = (await search('ウィンドウズで試した')).items;
      expect(hit.snippetHtml).toContain('<mark>ウィンドウズで試した</mark>');
    });

    it('leaves a word outside the table as it was', async () => {
      await importTestArticles(site(), [
        { slug: 'loanword-none', title: '現像のメモ', body: 'ライトルームで色を整える。' },
      ]);
      expect(await slugsFor('ライトルーム')).toEqual(['loanword-none']);
      expect(await slugsFor('Lightroom')).toEqual([]);
      // A word that only begins like one of the table is not that word.
      expect(await slugsFor('マックス')).toEqual([]);
    });

    it('offers the title in the articles’ spelling when a kana query finds nothing', async () => {
      const q = 'ブルーレイディスクの基本知識';
      expect((await search(q)).total).toBe(0);
      const offers = await site().repos.articles.suggest(q, 'ja');
      expect(offers[0]).toBe('Blu-rayディスクの基礎知識');
      expect((await search(offers[0])).total).toBeGreaterThan(0);
    });
  });
});

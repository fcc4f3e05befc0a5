import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { foldText } from '@tsuzuri/text/normalize';
import { rebuildSearchIndex } from './index';

forEachDialect((dialect) => {
  // The real demo content, indexed by the import as on the site.
  const site = useSeededDatabase(dialect);

  const ALL = 500;
  const search = (q: string, locale = 'ja', page = 1, perPage = ALL) =>
    site().repos.articles.search(q, locale, page, perPage);
  const ids = async (q: string) => (await search(q)).items.map((a) => a.id).sort((a, b) => a - b);

  /** Ground truth without the index: listed ja articles whose folded text contains the word. */
  async function containing(word: string, asWholeWord = false): Promise<number[]> {
    const rows = await site()
      .db.selectFrom('articles')
      .select(['id', 'title', 'description', 'plain_text'])
      .where('locale', '=', 'ja')
      .where('status', '=', 'published')
      .where('category_id', 'is not', null)
      .execute();
    const w = foldText(word);
    const wholeWord = new RegExp(`(?<![a-z0-9])${w}(?![a-z0-9])`, 'u');
    return rows
      .filter((r) => {
        const text = foldText(`${r.title}\n${r.description}\n${r.plain_text}`);
        return asWholeWord ? wholeWord.test(text) : text.includes(w);
      })
      .map((r) => r.id)
      .sort((a, b) => a - b);
  }

  describe('search over the demo content', () => {
    it('finds every article containing a Japanese word, two- and one-character words included', async () => {
      // Hiragana and half-width spellings find the katakana words of the text.
      for (const word of ['画質', '変換', '画', '字幕', 'ダウンロード', 'ぷれいやー', 'ﾌﾟﾚｲﾔｰ']) {
        const expected = await containing(word);
        expect(expected.length, word).toBeGreaterThan(0);
        expect(await ids(word), word).toEqual(expected);
      }
      expect((await containing('画質')).length).toBeGreaterThan(10);
    });

    it('matches Latin words whole, and mixed Latin/Japanese queries', async () => {
      expect(await ids('ＤＶＤ')).toEqual(await containing('dvd', true));
      expect(await ids('AI')).toEqual(await containing('ai', true));
      const both = (await ids('DVD コピー')).length;
      expect(both).toBeGreaterThan(0);
      expect(both).toBeLessThanOrEqual((await ids('コピー')).length);
    });

    it('ranks articles with the word in the title above those with it only in the body', async () => {
      const { items } = await search('画質');
      const inTitle = items.map((a) => foldText(a.title).includes('画質'));
      expect(inTitle[0]).toBe(true);
      expect(inTitle.indexOf(false)).toBeGreaterThan(0);
      expect(inTitle.slice(inTitle.indexOf(false))).not.toContain(true);
    });

    it('pages the results without overlap and counts them all', async () => {
      const p1 = await search('画', 'ja', 1, 5);
      const p2 = await search('画', 'ja', 2, 5);
      expect(p1.total).toBe((await containing('画')).length);
      expect(p1.pageCount).toBe(Math.ceil(p1.total / 5));
      expect(p2.items.filter((a) => p1.items.some((b) => b.id === a.id))).toEqual([]);
      const past = await search('画', 'ja', p1.pageCount + 1, 5);
      expect(past.items).toEqual([]);
      expect(past.total).toBe(p1.total);
    });

    it('shows a snippet with the matched words marked', async () => {
      const { items } = await search('変換 スマホ', 'ja', 1, 5);
      expect(items.length).toBeGreaterThan(0);
      for (const a of items) expect(a.snippetHtml).toMatch(/<mark>(変換|スマホ)<\/mark>/);
    });

    it('keeps other locales and standalone pages out', async () => {
      const ja = await search('動画');
      expect(ja.items.every((a) => a.locale === 'ja' && a.category)).toBe(true);
      const en = await search('video', 'en');
      expect(en.total).toBeGreaterThan(0);
      expect(en.items.every((a) => a.locale === 'en')).toBe(true);
      const privacy = await search('個人情報');
      expect(privacy.items.map((a) => a.slug)).not.toContain('privacy-policy');
    });

    it('answers any query — markup, 2,000 characters, control characters, prototype keys — with a result', async () => {
      for (const q of [
        '<script>alert(1)</script>',
        '__proto__ constructor prototype',
        'toString hasOwnProperty',
        'DVD'.repeat(667),
        '\u0000\u0007画質\u001b[31m',
        '"*()',
        '',
      ]) {
        const result = await search(q, 'ja', 1, 10);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(Array.isArray(result.items)).toBe(true);
      }
      expect((await search('\u0000画質\u0007')).total).toBe((await containing('画質')).length);
    });

    it('gives the same answers after the index is rebuilt from scratch', async () => {
      const before = await ids('画質');
      expect(await rebuildSearchIndex(site().db)).toBeGreaterThanOrEqual(60);
      expect(await ids('画質')).toEqual(before);
    });
  });
});

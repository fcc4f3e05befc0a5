import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { ngWordsRepository } from './ng-words';

/**
 * The comment check folds width, case and kana before it compares (foldText), so ＤＶＤ and dvd
 * hold the same comments: the list keeps one of them, and a second spelling is answered as
 * already there (docs/product.md, NG words).
 */
forEachDialect((dialect) =>
  describe('adding an NG word', () => {
    const ctx = useTempDb(dialect);

    it.each([
      ['full-width Latin', 'ＡＢＣ', 'abc'],
      ['upper case', 'Spam', 'spam'],
      ['half-width katakana', 'ﾀﾞﾋﾞﾝｸﾞ', 'ダビング'],
      ['katakana for hiragana', 'ダビング', 'だびんぐ'],
      ['full-width digits', '１２３', '123'],
    ])('that differs from one in the list only by %s: already there', async (_, first, again) => {
      const words = ngWordsRepository(ctx().db);
      expect(await words.add(first, 'a@example.jp')).toBe('added');
      expect(await words.add(again, 'b@example.jp')).toBe('exists');
      expect(await words.words()).toEqual([first]);
    });

    it('that is another word: added', async () => {
      const words = ngWordsRepository(ctx().db);
      await words.add('スパム', null);
      expect(await words.add('スパムメール', null)).toBe('added');
      expect((await words.words()).sort()).toEqual(['スパム', 'スパムメール']);
    });
  }),
);

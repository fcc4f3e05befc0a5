import { CategoryInputSchema, EditConflictError, EditorialError } from '@tsuzuri/content/editorial';
import { SETTING_SCHEMAS } from '@tsuzuri/content/settings';
import { describe, expect, it } from 'vitest';
import { refused } from './action-result';

const zodError = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('it parsed');
};

describe('a refused console write as a screen shows it', () => {
  const badEntry = { image: 'photo.jpg', label: 'おすすめ', link: '/a' };
  const settings = zodError(() =>
    SETTING_SCHEMAS.top_articles.parse({ ja: Array(9).fill(badEntry) }),
  );

  it('names no field key and speaks only the console’s language', () => {
    const ja = refused(settings, 'ja');
    const en = refused(settings, 'en');
    if (ja.ok || en.ok) throw new Error('refused');
    expect(ja.message).toBe('画像は / で始まるサイト内のパスか https:// のURLで入力してください');
    expect(en.message).toBe('A site path starting with / or an https:// URL');
    for (const text of [ja.message, en.message]) expect(text).not.toMatch(/ja\.0|image:/);
  });

  it('keeps where each problem is, for the form to show it beside its field', () => {
    const answer = refused(settings, 'ja');
    if (answer.ok) throw new Error('refused');
    expect(answer.issues?.map((i) => i.path)).toEqual(
      Array.from({ length: 9 }, (_, i) => `ja.${i}.image`),
    );
  });

  it('says a category uid rule once, in words', () => {
    const error = zodError(() =>
      CategoryInputSchema.parse({ uid: 'Bad UID', names: { ja: { name: 'x' } } }),
    );
    const answer = refused(error, 'ja');
    if (answer.ok) throw new Error('refused');
    expect(answer.message).toBe('uid は半角英小文字・数字・ハイフンで入力してください');
    expect(answer.issues).toEqual([{ path: 'uid', message: answer.message }]);
  });

  it('tells a conflict in a sentence of the console’s language', () => {
    const error = new EditConflictError(4, [
      { version: 4, byId: 'u1', byName: 'テストeditor', at: '2026-11-26T01:00:00Z' },
    ]);
    const ja = refused(error, 'ja');
    const en = refused(error, 'en');
    if (ja.ok || en.ok) throw new Error('refused');
    expect(ja.message).toBe(
      'この記事は編集中に テストeditor が保存しました。最新の版を読み込んでから保存してください',
    );
    expect(en.message).toBe(
      'テストeditor saved this article while you were editing it. Load the latest version, then save again',
    );
    expect(ja.conflict).toEqual({ currentVersion: 4, by: ['テストeditor'] });
  });

  it('points a rule of the back end at its field when the back end names one', () => {
    const answer = refused(
      new EditorialError(
        'invalid',
        { ja: 'アプリID「x」は製品「y」が使っています', en: 'Used by y' },
        'appId',
      ),
      'en',
    );
    if (answer.ok) throw new Error('refused');
    expect(answer.issues).toEqual([{ path: 'appId', message: 'Used by y' }]);
  });
});

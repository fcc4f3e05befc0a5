import { beforeAll, describe, expect, it } from 'vitest';
import { type Analyser, analyserLoad, loadAnalyser } from './analyser';
import { foldLongVowel, READING_GAP, readingText, readingTokens } from './reading-text';
import { parseQuery, toFtsMatch, toTsQuery } from '../query';

let analyser: Analyser;
beforeAll(async () => {
  analyser = await loadAnalyser();
});

describe('readings', () => {
  it('reads every spelling of a word the same way', () => {
    const read = (words: string[]) => new Set(words.map((w) => readingText(analyser, w)));
    expect(read(['焼きつけ', '焼き付け', '焼付け'])).toEqual(new Set(['やきつけ']));
    expect(read(['きれい', '綺麗', 'キレイ'])).toEqual(new Set(['きれい']));
    expect(read(['サーバ', 'サーバー', 'ｻｰﾊﾞｰ'])).toEqual(new Set(['さーば']));
    expect(read(['コンピュータ', 'コンピューター'])).toEqual(new Set(['こんぴゅーた']));
  });

  it('keeps Latin words, digits and separators as written', () => {
    expect(readingText(analyser, 'DVDに4K画質で焼き付け。')).toBe('dvdに4kがしつでやきつけ。');
  });

  it('reads any text without an error: NUL and a lone surrogate broke kuromoji', () => {
    // kuromoji threw on both (a suggestion's query, a title sent as JSON): each is read as a space.
    expect(readingText(analyser, 'ダウン\u0000ロード')).toBe(
      readingText(analyser, 'ダウン ロード'),
    );
    expect(readingText(analyser, '画質\ud800方法')).toBe(readingText(analyser, '画質 方法'));
    expect(readingTokens(analyser, '\udfff焼き付け\u0000')).toEqual(
      readingTokens(analyser, '焼き付け'),
    );
  });

  it('folds a final ー only on words longer than three characters', () => {
    expect(foldLongVowel('サーバー')).toBe('サーバ');
    expect(foldLongVowel('ユーザー')).toBe('ユーザ');
    expect(['カー', 'キー', 'ツアー'].map(foldLongVowel)).toEqual(['カー', 'キー', 'ツアー']);
  });

  it('indexes one reading per word after a gap, Latin words and digits as written', () => {
    // kが: a Latin word that Japanese continues gets its span, as in the bigrams (tokenize.ts).
    expect(readingTokens(analyser, '綺麗な画面、4K画質で焼付け')).toEqual([
      READING_GAP,
      ...['きれい', 'な', 'がめん', '4', 'k', 'kが', 'がしつ', 'で', 'やきつけ'],
    ]);
    expect(readingTokens(analyser, '。、 !?')).toEqual([]);
  });

  it('loads the dictionary once per process and reports what it cost', async () => {
    expect(await loadAnalyser()).toBe(analyser);
    const load = analyserLoad();
    expect(load?.milliseconds).toBeGreaterThan(0);
    expect(load?.heapMB).toBeGreaterThan(0);
  });

  it('gives a query word its readings as other phrases, never a one-kana reading', () => {
    expect(toFtsMatch(parseQuery('綺麗', analyser))).toBe('("綺麗" OR "きれい")');
    expect(toTsQuery(parseQuery('焼付け', analyser))).toBe("(('焼付' <-> '付け') | ('やきつけ'))");
    // Kana is also read as one whole word: the analyser may cut it otherwise without context.
    expect(toFtsMatch(parseQuery('ほんき', analyser))).toBe(
      '("ほん んき" OR "ほん き" OR "ほんき")',
    );
    expect(toFtsMatch(parseQuery('画 VOB', analyser))).toBe('"画" * AND "vob"');
  });
});

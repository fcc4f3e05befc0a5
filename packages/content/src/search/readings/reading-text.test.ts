import { beforeAll, describe, expect, it } from 'vitest';
import { type Analyser, analyserLoad, loadAnalyser } from './analyser';
import { foldLongVowel, READING_GAP, readingText, readingTokens } from './reading-text';

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

  it('folds a final ー only on words longer than three characters', () => {
    expect(foldLongVowel('サーバー')).toBe('サーバ');
    expect(foldLongVowel('ユーザー')).toBe('ユーザ');
    expect(['カー', 'キー', 'ツアー'].map(foldLongVowel)).toEqual(['カー', 'キー', 'ツアー']);
  });

  it('indexes only the readings that differ from the text, apart from each other', () => {
    expect(readingTokens(analyser, 'ひらがなとカタカナとlatin')).toEqual([]);
    // ひらがな reads as written: left out, with a gap where it was.
    expect(readingTokens(analyser, '綺麗な画面、ひらがな、音質')).toEqual([
      READING_GAP,
      ...['きれ', 'れい', 'いな', 'なが', 'がめ', 'めん', 'ん'],
      READING_GAP,
      ...['おん', 'んし', 'しつ', 'つ'],
    ]);
    // A Latin neighbour stays with its run, so "4k画質" still reads as one phrase.
    expect(readingTokens(analyser, '4K画質')).toEqual([READING_GAP, '4k', 'がし', 'しつ', 'つ']);
  });

  it('loads the dictionary once per process and reports what it cost', async () => {
    expect(await loadAnalyser()).toBe(analyser);
    const load = analyserLoad();
    expect(load?.milliseconds).toBeGreaterThan(0);
    expect(load?.heapMB).toBeGreaterThan(0);
  });
});

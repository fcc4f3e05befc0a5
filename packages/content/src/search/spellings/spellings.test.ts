import { describe, expect, it } from 'vitest';
import { LOANWORD_SPELLINGS } from './loanwords';
import { articlesSpelling, MAX_OTHER_SPELLINGS, otherSpellings } from './respell';
import { spellingKey } from './spelling-key';

const KANA = /[\p{sc=Hiragana}\p{sc=Katakana}]/u;

describe('the loanword table', () => {
  it('lists each word with the articles’ spelling first and at least one kana spelling', () => {
    for (const line of LOANWORD_SPELLINGS) {
      expect(line[0], line.join(' ')).not.toMatch(KANA);
      expect(
        line.slice(1).every((s) => KANA.test(s)),
        line.join(' '),
      ).toBe(true);
      expect(line.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('keeps the words apart: no spelling of one line keys like a spelling of another', () => {
    const lineOf = new Map<string, string>();
    const clashes: string[] = [];
    for (const line of LOANWORD_SPELLINGS)
      for (const spelling of line) {
        const key = spellingKey(spelling);
        const other = lineOf.get(key);
        if (other !== undefined && other !== line[0]) clashes.push(`${spelling} ~ ${other}`);
        lineOf.set(key, line[0]);
        // A word of one kana (or one letter) would be found inside nearly every query.
        expect([...key].length, spelling).toBeGreaterThanOrEqual(2);
      }
    expect(clashes).toEqual([]);
  });
});

describe('a spelling key', () => {
  it('gives every way a reader writes a loanword the same key', () => {
    const keys = (words: string[]) => new Set(words.map(spellingKey));
    expect(
      keys(['ブルーレイ', 'ぶるーれい', 'ブルーレー', 'ブルーレィ', 'ブルー・レイ', 'ﾌﾞﾙｰﾚｲ']),
    ).toEqual(new Set(['ぶるれ']));
    expect(keys(['ウィンドウズ', 'ウインドウズ', 'ウィンドーズ'])).toEqual(new Set(['ういんどず']));
    expect(keys(['ディーブイディー', 'デーブイデー', 'でぃーぶいでぃー']).size).toBe(1);
    expect(keys(['Blu-ray', 'BLU-RAY', 'bluray', 'Ｂｌｕ－ｒａｙ'])).toEqual(new Set(['bluray']));
  });

  it('keeps sounds that differ apart', () => {
    expect(spellingKey('マック')).not.toBe(spellingKey('マックス'));
    expect(spellingKey('アイフォン')).not.toBe(spellingKey('アフォン'));
    expect(spellingKey('フォーケー')).not.toBe(spellingKey('ヨンケー'));
  });
});

describe('the other spellings of a query word', () => {
  it('writes a kana loanword as the articles do, and the articles’ word in kana', () => {
    expect(otherSpellings('ブルーレイ')).toEqual(['Blu-ray']);
    expect(otherSpellings('ぶるーれい')).toEqual(['Blu-ray']);
    // A variant the table does not list is also given the listed kana, which articles may write.
    expect(otherSpellings('ブルーレー')).toEqual(['Blu-ray', 'ブルーレイ']);
    expect(otherSpellings('ディーブイディー')).toEqual(['DVD']);
    expect(otherSpellings('Blu-ray')).toEqual(['ブルーレイ']);
    expect(otherSpellings('bluray')).toEqual(['Blu-ray', 'ブルーレイ']);
    expect(otherSpellings('4K')).toEqual(['フォーケー', 'ヨンケー']);
  });

  it('finds the word inside a longer word, where it stands as a word', () => {
    expect(otherSpellings('ブルーレイディスク')).toEqual(['Blu-rayディスク']);
    expect(otherSpellings('ブルーレイを焼く')).toEqual(['Blu-rayを焼く']);
    expect(otherSpellings('ユーチューブ動画')).toEqual(['YouTube動画']);
    expect(otherSpellings('DVDコピー')).toEqual(['ディーブイディーコピー']);
    expect(otherSpellings('ディーブイディーからブルーレイ')).toEqual([
      'DVDからBlu-ray',
      'DVDからブルーレイ',
      'ディーブイディーからBlu-ray',
    ]);
    // Two Latin words side by side stay two words.
    expect(otherSpellings('ブルーレイDVD')).toContain('Blu-ray DVD');
  });

  it('leaves alone a word that only begins or ends like a word of the table', () => {
    // マックス is not Mac followed by ス (as a prefix, ス would match Macスマホ); スマック no Mac.
    expect(otherSpellings('マックス')).toEqual([]);
    expect(otherSpellings('スマック')).toEqual([]);
    expect(otherSpellings('画質')).toEqual([]);
    expect(otherSpellings('ゾウリムシ')).toEqual([]);
    expect(otherSpellings('Photoshop')).toEqual([]);
  });

  it('gives at most MAX_OTHER_SPELLINGS spellings, however many table words a word holds', () => {
    const word = 'ディーブイディーブルーレイユーチューブマック';
    expect(otherSpellings(word).length).toBe(MAX_OTHER_SPELLINGS);
  });
});

describe('a query in the articles’ spelling', () => {
  it('replaces every word of the table, and nothing else', () => {
    expect(articlesSpelling('ブルーレイディスクのコピー手順 ユーチューブ')).toBe(
      'Blu-rayディスクのコピー手順 YouTube',
    );
    expect(articlesSpelling('ホームビデオを焼く')).toBe('ホームビデオを焼く');
  });
});

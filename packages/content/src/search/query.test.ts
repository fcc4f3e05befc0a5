import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_WORD_CHARS, MAX_WORDS, parseQuery, toFtsMatch, toTsQuery } from './query';
import { tokenize } from './tokenize';

const match = (q: string) => toFtsMatch(parseQuery(q));

// The index as migration 0003 creates it, in memory, over a few sentences.
const sqlite = new Database(':memory:');
sqlite.exec("create virtual table t using fts5(title, body, tokenize = 'ascii', content = '', contentless_delete = 1)");
const docs = [
  'DVDをコピーする前に',
  '4K画質で見る',
  '4K 画質の比較',
  '動画の画質を上げる',
  'ブルーレイに変換',
  'Eメール（mail）で届く',
  'AIで補正',
  '画',
];
const insert = sqlite.prepare('insert into t (rowid, title, body) values (?, ?, ?)');
for (const [i, text] of docs.entries()) insert.run(i + 1, '', tokenize(text).join(' '));
afterAll(() => sqlite.close());
const find = (q: string): string[] => {
  const expression = match(q);
  if (!expression) return [];
  const rows = sqlite.prepare('select rowid as id from t where t match ? order by rowid').all(expression) as { id: number }[];
  return rows.map((r) => docs[r.id - 1]);
};

describe('a visitor query as an FTS5 expression', () => {
  it('makes each word a phrase of its bigrams', () => {
    expect(match('変換')).toBe('"変換"');
    expect(match('ブルーレイ')).toBe('"ぶる るー ーれ れい"');
    expect(match('画')).toBe('"画" *');
    expect(match('AI')).toBe('"ai"');
    expect(match('4K画質')).toBe('"4k 画質"');
    expect(match('DVD コピー')).toBe('"dvd" AND "こぴ ぴー"');
  });

  it('folds the query like the text: full-width, katakana and hiragana are the same word', () => {
    expect(match('ＤＶＤ')).toBe(match('dvd'));
    expect(match('ぶるーれい')).toBe(match('ブルーレイ'));
    expect(find('ﾌﾞﾙｰﾚｲ')).toEqual(['ブルーレイに変換']);
  });

  it('finds one- and two-character words wherever they occur', () => {
    expect(find('画質')).toEqual(['4K画質で見る', '4K 画質の比較', '動画の画質を上げる']);
    expect(find('変換')).toEqual(['ブルーレイに変換']);
    expect(find('画')).toEqual(['4K画質で見る', '4K 画質の比較', '動画の画質を上げる', '画']);
    expect(find('AI')).toEqual(['AIで補正']);
  });

  it('matches Latin words whole and mixed words as phrases', () => {
    expect(find('ai')).not.toContain('Eメール（mail）で届く');
    expect(find('4K画質')).toEqual(['4K画質で見る', '4K 画質の比較']);
    expect(find('DVD コピー')).toEqual(['DVDをコピーする前に']);
    expect(find('コピー 画質')).toEqual([]);
  });

  it('treats FTS syntax typed by a visitor as plain words', () => {
    expect(match('a OR b')).toBe('"a" AND "or" AND "b"');
    expect(match('title:画質 NEAR(x y) "AI* -dvd^')).toBe('"title 画質" AND "near x" AND "y" AND "ai" AND "dvd"');
    expect(find('NOT 画質')).toEqual([]);
  });

  it('gives no search for empty or punctuation-only input', () => {
    for (const q of ['', '   ', '<>', '!!?', '「」', '\u0000\u0007']) expect(match(q)).toBeNull();
    expect(toFtsMatch(parseQuery(undefined))).toBeNull();
  });

  it('answers hostile input (markup, 2,000 characters, control characters) with a valid, bounded expression', () => {
    const hostile = [
      `<script>alert(1)</script>\u0000\u0007\u001b[31m${'DVD'.repeat(700)}`.slice(0, 2000),
      '字'.repeat(2000),
      Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '),
      '"""***((( ))) AND OR NOT NEAR ^ : - +',
      '\ud800画質\udfff😀\u200b\u202e',
      "'; drop table articles; --",
    ];
    for (const q of hostile) {
      const words = parseQuery(q);
      expect(words.length).toBeLessThanOrEqual(MAX_WORDS);
      for (const w of words) expect(w.tokens.length).toBeLessThanOrEqual(MAX_WORD_CHARS);
      expect(() => find(q)).not.toThrow();
    }
  });

  it('writes the same query as a PostgreSQL tsquery with <-> phrases', () => {
    expect(toTsQuery(parseQuery('ブルーレイ 画'))).toBe("('ぶる' <-> 'るー' <-> 'ーれ' <-> 'れい') & ('画':*)");
    expect(toTsQuery(parseQuery('<>'))).toBeNull();
  });
});

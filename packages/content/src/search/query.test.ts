import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '@tsuzuri/db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { toTsVectorLiteral } from './postgres-index';
import { MAX_WORD_CHARS, MAX_WORDS, parseQuery, toFtsMatch, toTsQuery } from './query';
import { tokenize } from './tokenize';

const match = (q: string) => toFtsMatch(parseQuery(q));

const docs = [
  'DVDをコピーする前に',
  '4K画質で見る',
  '4K 画質の比較',
  '動画の画質を上げる',
  'ブルーレイに変換',
  'Eメール（mail）で届く',
  'AIで補正',
  '画',
  'X1-X1Zで撮る',
  'X1Zで撮る',
];

/**
 * The index as migration 0003 creates it, over a few sentences: an FTS5 table in memory, or a
 * tsvector table on PostgreSQL. `find` answers which sentences a visitor's query matches.
 */
async function sentenceIndex(
  dialect: Dialect,
): Promise<{ find: (q: string) => Promise<string[]>; close: () => Promise<void> }> {
  const toDocs = (ids: number[]) => ids.map((id) => docs[id - 1]);
  if (dialect === 'sqlite') {
    const sqlite = new Database(':memory:');
    sqlite.exec(
      "create virtual table t using fts5(title, body, tokenize = 'ascii', content = '', contentless_delete = 1)",
    );
    const insert = sqlite.prepare('insert into t (rowid, title, body) values (?, ?, ?)');
    for (const [i, text] of docs.entries()) insert.run(i + 1, '', tokenize(text).join(' '));
    const select = sqlite.prepare('select rowid as id from t where t match ? order by rowid');
    return {
      find: async (q) => {
        const expression = match(q);
        return expression
          ? toDocs((select.all(expression) as { id: number }[]).map((r) => r.id))
          : [];
      },
      close: async () => void sqlite.close(),
    };
  }
  const ctx: TempDb = await tempDb('postgres');
  await sql`create table t (id integer primary key, document tsvector not null)`.execute(ctx.db);
  for (const [i, text] of docs.entries()) {
    await sql`insert into t values (${i + 1}, ${toTsVectorLiteral({ title: [], body: tokenize(text) })}::tsvector)`.execute(
      ctx.db,
    );
  }
  return {
    find: async (q) => {
      const expression = toTsQuery(parseQuery(q));
      if (!expression) return [];
      const { rows } = await sql<{
        id: number;
      }>`select id from t where document @@ ${expression}::tsquery order by id`.execute(ctx.db);
      return toDocs(rows.map((r) => r.id));
    },
    close: () => ctx.cleanup(),
  };
}

const HOSTILE = [
  `<script>alert(1)</script>\u0000\u0007\u001b[31m${'DVD'.repeat(700)}`.slice(0, 2000),
  '字'.repeat(2000),
  Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '),
  '"""***((( ))) AND OR NOT NEAR ^ : - +',
  '\ud800画質\udfff😀\u200b\u202e',
  "'; drop table articles; --",
  "\\' & | ! <-> :* ()",
];

describe('a visitor query as an FTS5 expression', () => {
  it('makes each word a phrase of its bigrams', () => {
    // Words outside the loanword table (spellings/loanwords.ts): one phrase each.
    expect(match('変換')).toBe('"変換"');
    expect(match('ダビング')).toBe('"だび びん んぐ"');
    expect(match('画')).toBe('"画" *');
    expect(match('VR')).toBe('"vr"');
    // A word that Japanese continues has its span (tokenize.ts), as in the index; the phrase is
    // matched from the span, which only that word precedes (fromSpan).
    expect(match('H265画質')).toBe('"h265画 画質"');
    expect(match('MOV変')).toBe('"mov変 変" *');
    expect(match('VOB コピー')).toBe('"vob" AND "こぴ ぴー"');
  });

  it("adds a loanword's other spellings as phrases of their own", () => {
    expect(match('ブルーレイ')).toBe('("ぶる るー ーれ れい" OR "blu ray")');
    expect(match('Blu-ray')).toBe('("blu ray" OR "ぶる るー ーれ れい")');
    expect(match('DVD コピー')).toBe(
      '("dvd" OR "でぃ ぃー ーぶ ぶい いで でぃ ぃー") AND "こぴ ぴー"',
    );
    // Inside a longer word the other spelling keeps the rest, spans included.
    expect(match('ユーチューブ動画')).toBe(
      '("ゆー ーち ちゅ ゅー ーぶ ぶ動 動画" OR "youtube動 動画")',
    );
    expect(parseQuery('画質')[0].otherSpellings).toEqual([]);
  });

  it('folds the query like the text: full-width, katakana and hiragana are the same word', () => {
    expect(match('ＤＶＤ')).toBe(match('dvd'));
    expect(match('ぶるーれい')).toBe(match('ブルーレイ'));
  });

  it('treats FTS syntax typed by a visitor as plain words', () => {
    expect(match('a OR b')).toBe('"a" AND "or" AND "b"');
    expect(match('title:画質 NEAR(x y) "VR* -vob^')).toBe(
      '"title画 画質" AND "near x" AND "y" AND "vr" AND "vob"',
    );
  });

  it('gives no search for empty or punctuation-only input', () => {
    for (const q of ['', '   ', '<>', '!!?', '「」', '\u0000\u0007']) expect(match(q)).toBeNull();
    expect(toFtsMatch(parseQuery(undefined))).toBeNull();
  });

  it('answers hostile input (markup, 2,000 characters, control characters) with a bounded query', () => {
    for (const q of HOSTILE) {
      const words = parseQuery(q);
      expect(words.length).toBeLessThanOrEqual(MAX_WORDS);
      for (const w of words) expect(w.tokens.length).toBeLessThanOrEqual(MAX_WORD_CHARS);
    }
  });

  it('writes the same query as a PostgreSQL tsquery with <-> phrases', () => {
    expect(toTsQuery(parseQuery('ブルーレイ 画'))).toBe(
      "(('ぶる' <-> 'るー' <-> 'ーれ' <-> 'れい') | ('blu' <-> 'ray')) & ('画':*)",
    );
    expect(toTsQuery(parseQuery('<>'))).toBeNull();
  });
});

forEachDialect((dialect) => {
  let index: Awaited<ReturnType<typeof sentenceIndex>>;
  beforeAll(async () => {
    index = await sentenceIndex(dialect);
  });
  afterAll(() => index.close());
  const find = (q: string) => index.find(q);

  describe('what a query finds in the index', () => {
    it('finds one- and two-character words wherever they occur, however they are written', async () => {
      expect(await find('画質')).toEqual(['4K画質で見る', '4K 画質の比較', '動画の画質を上げる']);
      expect(await find('変換')).toEqual(['ブルーレイに変換']);
      expect(await find('画')).toEqual([
        '4K画質で見る',
        '4K 画質の比較',
        '動画の画質を上げる',
        '画',
      ]);
      expect(await find('AI')).toEqual(['AIで補正']);
      expect(await find('ﾌﾞﾙｰﾚｲ')).toEqual(['ブルーレイに変換']);
    });

    it('matches Latin words whole and mixed words as phrases', async () => {
      expect(await find('ai')).not.toContain('Eメール（mail）で届く');
      expect(await find('4K画質')).toEqual(['4K画質で見る', '4K 画質の比較']);
      // Through the span after a word (tokenize.ts), a Japanese character typed last included.
      expect(await find('4K画')).toEqual(['4K画質で見る', '4K 画質の比較']);
      expect(await find('DVDを')).toEqual(['DVDをコピーする前に']);
      expect(await find('AIで補正')).toEqual(['AIで補正']);
      expect(await find('4K比較')).toEqual([]);
      expect(await find('DVD コピー')).toEqual(['DVDをコピーする前に']);
      expect(await find('コピー 画質')).toEqual([]);
      // Two words, the second a longer one: the phrase keeps the first (no span to start from).
      expect(await find('X1-X1Zで')).toEqual(['X1-X1Zで撮る']);
      expect(await find('X1Zで')).toEqual(['X1-X1Zで撮る', 'X1Zで撮る']);
    });

    it('treats query syntax typed by a visitor as plain words', async () => {
      expect(await find('NOT 画質')).toEqual([]);
      expect(await find('画質 | 変換')).toEqual([]);
      expect(await find('!画質')).toEqual(await find('画質'));
    });

    it('answers hostile input without an error', async () => {
      for (const q of HOSTILE) await expect(find(q)).resolves.toBeInstanceOf(Array);
    });
  });
});

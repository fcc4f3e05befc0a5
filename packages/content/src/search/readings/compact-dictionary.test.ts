import { createRequire } from 'node:module';
import path from 'node:path';
import kuromoji from 'kuromoji';
import { describe, expect, it } from 'vitest';
import { compactTokenDictionary } from './compact-dictionary';

const dicPath = path.join(
  path.dirname(createRequire(import.meta.url).resolve('kuromoji/package.json')),
  'dict',
);
const buildTokenizer = () =>
  new Promise<kuromoji.Tokenizer<kuromoji.IpadicFeatures>>((resolve, reject) =>
    kuromoji.builder({ dicPath }).build((error, t) => (error ? reject(error) : resolve(t))),
  );

// Kanji compounds, kana, Latin, digits, symbols, an unknown word, a line break and a surrogate pair.
const SENTENCES = [
  'ブルーレイをDVDに変換する方法と画質のコツ',
  '東京特許許可局の記者が4K動画を編集した。',
  'すもももももももものうち',
  'ISOファイルをHandBrakeで圧縮、MP4に書き出す',
  '𠮷野家の牛丼は美味しい\n改行のあとも続く',
  'ｶﾀｶﾅ半角とＡＢＣ全角、①②③と※記号',
  'ぎゃらくしーがくえんもくしろく',
];

const analyse = (t: kuromoji.Tokenizer<kuromoji.IpadicFeatures>, text: string) =>
  t.tokenize(text).map((m) => [m.surface_form, m.reading, m.pos, m.word_id, m.word_type]);

describe('compactTokenDictionary', () => {
  it('packs the surface map out of the heap and analyses every sentence exactly as before', async () => {
    const tokenizer = await buildTokenizer();
    const before = SENTENCES.map((s) => analyse(tokenizer, s));
    const internals = tokenizer as unknown as {
      token_info_dictionary: { target_map: object };
    };
    expect(Array.isArray(Object.values(internals.token_info_dictionary.target_map)[0])).toBe(true);

    expect(compactTokenDictionary(tokenizer)).toBe(true);

    expect(SENTENCES.map((s) => analyse(tokenizer, s))).toEqual(before);
    // The packed map answers with typed arrays (outside the heap), and nothing for unknown ids.
    const map = internals.token_info_dictionary.target_map as Record<string, unknown>;
    expect(map[0]).toBeInstanceOf(Int32Array);
    expect(map['-1']).toBeUndefined();
    expect(map['99999999']).toBeUndefined();
    expect(map.length).toBeUndefined();
  }, 30_000);

  it('leaves an object it does not recognise alone', () => {
    const odd = { token_info_dictionary: { target_map: { a: 'b' } } };
    expect(compactTokenDictionary(odd)).toBe(false);
    expect(odd.token_info_dictionary.target_map).toEqual({ a: 'b' });
    expect(compactTokenDictionary({})).toBe(false);
  });
});

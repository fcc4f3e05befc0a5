import { describe, expect, it } from 'vitest';
import { browserProblems } from '@tsuzuri/test-support/browser-oracle';
import { MXSS_CORPUS } from '@tsuzuri/test-support/mxss-corpus';
import { foldText } from '@tsuzuri/text/normalize';
import { buildSnippet, escapeHtml } from './highlight';
import { parseQuery } from './query';

const snippet = (text: string | string[], q: string) =>
  buildSnippet(Array.isArray(text) ? text : [text], parseQuery(q));

describe('the result snippet', () => {
  it('marks the words the visitor typed, however they were written', () => {
    expect(snippet('DVDのダビングと4K画質', 'ｄｖｄ だびんぐ 4k画質')).toBe(
      '<mark>DVD</mark>の<mark>ダビング</mark>と<mark>4K画質</mark>',
    );
    expect(snippet('ﾌﾞﾙｰﾚｲに変換', 'ブルーレイ')).toBe('<mark>ﾌﾞﾙｰﾚｲ</mark>に変換');
    expect(snippet('動画の画質', '画')).toBe('動<mark>画</mark>の<mark>画</mark>質');
  });

  it('marks a loanword as the article writes it, whichever spelling was typed', () => {
    expect(snippet('Blu-rayディスクに焼く', 'ブルーレイ')).toBe(
      '<mark>Blu-ray</mark>ディスクに焼く',
    );
    expect(snippet('ブルーレイに焼く', 'Blu-ray')).toBe('<mark>ブルーレイ</mark>に焼く');
    expect(snippet('DVDとブルーレイ', 'ぶるーれい')).toBe('DVDと<mark>ブルーレイ</mark>');
    expect(snippet('YouTube動画の保存', 'ユーチューブ動画')).toBe('<mark>YouTube動画</mark>の保存');
  });

  it('marks Latin words only whole', () => {
    expect(snippet('AIとmailの違い', 'ai')).toBe('<mark>AI</mark>とmailの違い');
  });

  it('escapes the text, so article text that looks like markup stays text', () => {
    const html = snippet('<script>alert("画質")</script> & more', '画質');
    expect(html).toBe(
      '&lt;script&gt;alert(&quot;<mark>画質</mark>&quot;)&lt;/script&gt; &amp; more',
    );
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    expect(escapeHtml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('shows the passage around the first match, starting at a nearby sentence', () => {
    const text = `${'前置き。'.repeat(40)}ここで画質の話をします。${'あ'.repeat(300)}`;
    const html = snippet(text, '画質');
    expect(html.startsWith('…ここで<mark>画質</mark>の話')).toBe(true);
    expect(html.endsWith('…')).toBe(true);
    expect([...html.replace(/<\/?mark>/g, '')].length).toBeLessThanOrEqual(122);
  });

  it('falls back to the description, then to the opening of the text', () => {
    expect(snippet(['本文には無い', '要約に画質'], '画質')).toBe('要約に<mark>画質</mark>');
    expect(snippet(['本文の冒頭', '要約'], 'タイトルだけの語')).toBe('本文の冒頭');
    expect(snippet(['', ''], '画質')).toBe('');
  });

  it('marks a half-width word with its voicing marks, wherever it sits', () => {
    expect(snippet('ｶﾞｲﾄﾞ付きの画質', 'ガイド')).toBe('<mark>ｶﾞｲﾄﾞ</mark>付きの画質');
    // Late in a long text, past the first prefix searched, after characters of every kind.
    const html = snippet(`𠮷野家のｶﾞ。${'あ'.repeat(3000)}。ｶﾞｲﾄﾞと画質`, 'ガイド 画質');
    expect(html).toBe('…<mark>ｶﾞｲﾄﾞ</mark>と<mark>画質</mark>');
  });

  it('counts the context before a match in characters, two-unit ones too', () => {
    const html = snippet(`${'😀'.repeat(100)}画質${'😀'.repeat(100)}`, '画質');
    expect(html.startsWith(`…${'😀'.repeat(30)}<mark>画質</mark>`)).toBe(true);
    expect([...html.replace(/<\/?mark>/g, '')].length).toBe(122);
  });

  it('never splits a character made of two code units', () => {
    const html = snippet(`${'😀'.repeat(200)}画質`, '画質');
    expect(html).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });
});

describe('the snippet of hostile text', () => {
  // Lone and paired surrogates, combining and voicing marks, half-width kana, markup, line
  // separators: the folding's fast and slow paths, and prefixes cut anywhere.
  const ALPHABET = [
    '\ud83d',
    '\ude00',
    '😀',
    '𠮷',
    '\u0301',
    '\u3099',
    'ﾞ',
    'ｶ',
    'ガ',
    'が',
    '画',
    '質',
    'e',
    'E',
    'İ',
    '<',
    '&',
    '"',
    '\u2028',
    '。',
    ' ',
    'ﬁ',
    'Ａ',
    '㌔',
  ];
  const plainTextOf = (html: string) =>
    html
      .replace(/<\/?mark>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');

  it('is always a piece of the text, marks the word and nothing else, and never throws', () => {
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 300; run++) {
      const length = Math.floor(random() * 3000);
      let text = '';
      for (let i = 0; i < length; i++) text += ALPHABET[Math.floor(random() * ALPHABET.length)];
      for (const q of ['画質', 'ガ', 'e', 'ｶﾞ', 'fi']) {
        const html = snippet(text, q);
        const plain = plainTextOf(html).replace(/^…/, '').replace(/…$/, '');
        expect(text.trim().includes(plain), `run ${run}, ${q}`).toBe(true);
        expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
        // What is marked is the word, once or more, as the text wrote it (with the combining
        // marks of its characters: a mark is never cut from its base).
        const word = new RegExp(`^(?:${foldText(q)})+$`, 'u');
        for (const [, marked] of html.matchAll(/<mark>(.*?)<\/mark>/g)) {
          const folded = foldText(plainTextOf(marked)).replace(/\p{M}/gu, '');
          expect(folded, `run ${run}, ${q}: ${marked}`).toMatch(word);
        }
      }
    }
  });
});

describe('the snippet as a browser parses it', () => {
  it.each(MXSS_CORPUS)(
    '$name: only <mark> elements, whatever markup the article text holds',
    ({ html }) => {
      // Article text that looks like markup (plain_text keeps what a reader saw, e.g. a code sample).
      const text = `${html} 画質 ${html}`;
      const out = snippet(text, '画質');
      // Entities as escapeHtml writes them (&quot; &#39;) are not re-serialized the same: judge safety only.
      expect(browserProblems(out, { stable: false })).toEqual([]);
      expect(out.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
    },
  );
});

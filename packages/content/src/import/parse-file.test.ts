import { afterEach, describe, expect, it } from 'vitest';
import { parseArticleFile } from './parse-file';

const fields =
  'slug: a\ntitle: 題名\nlocale: ja\nauthor: 編集部\npublished_at: 2025-01-01\nstatus: published\n';
const file = (frontMatter: string) => `---\n${frontMatter}---\n本文です。`;
const globals = globalThis as Record<string, unknown>;
afterEach(() => {
  delete globals.importRanCode;
});

describe('front matter from outside hands', () => {
  it.each([
    ['__proto__', '__proto__:\n  polluted: 1\n'],
    ['constructor', 'constructor:\n  prototype:\n    polluted: 1\n'],
    ['prototype', 'prototype: 1\n'],
  ])('refuses a %s key by name and leaves Object.prototype alone', (key, extra) => {
    expect(() => parseArticleFile('a.md', file(fields + extra))).toThrow(
      new RegExp(`Unrecognized key: "${key}"`),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses JSON front matter with a prototype key', () => {
    const json =
      '{"slug":"a","title":"t","locale":"ja","author":"x","published_at":"2025-01-01","status":"published","__proto__":{"polluted":1}}';
    expect(() => parseArticleFile('a.md', `---json\n${json}\n---\n本文`)).toThrow(/__proto__/);
  });

  it('never runs JavaScript front matter (gray-matter would eval it)', () => {
    const code =
      "{ slug: 'a', title: (globalThis.importRanCode = 'ran', 't'), locale: 'ja', author: 'x', published_at: '2025-01-01', status: 'published' }";
    for (const lang of ['js', 'javascript']) {
      expect(() => parseArticleFile('a.md', `---${lang}\n${code}\n---\n本文`)).toThrow(
        'front matter must be YAML (or JSON), never JavaScript',
      );
    }
    expect(globals.importRanCode).toBeUndefined();
  });

  it('still reads ordinary YAML front matter', () => {
    expect(parseArticleFile('a.md', file(fields))).toMatchObject({
      slug: 'a',
      title: '題名',
      status: 'published',
    });
  });
});

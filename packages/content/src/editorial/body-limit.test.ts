import { describe, expect, it } from 'vitest';
import { ArticleInputSchema } from './article-input';
import { MAX_BODY_BYTES, utf8Bytes } from './body-limit';

const input = (body: string) => ({ title: '長さ', slug: 'long', locale: 'ja', body });
/** A paragraph of kana whose HTML is exactly `bytes` bytes of UTF-8 (3 per kana). */
const kanaBody = (bytes: number) => {
  const kana = Math.floor((bytes - 7) / 3);
  return `<p>${'あ'.repeat(kana)}${'a'.repeat(bytes - 7 - kana * 3)}</p>`;
};

describe('the body limit, in bytes of UTF-8 (docs/product.md#the-article-screen)', () => {
  it('accepts a body of exactly the limit and refuses one byte more, in words', () => {
    expect(utf8Bytes(kanaBody(MAX_BODY_BYTES))).toBe(MAX_BODY_BYTES);
    expect(ArticleInputSchema.safeParse(input(kanaBody(MAX_BODY_BYTES))).success).toBe(true);
    const over = ArticleInputSchema.safeParse(input(kanaBody(MAX_BODY_BYTES + 1)));
    expect(over.success).toBe(false);
    expect(over.error?.issues[0]?.message).toMatch(/^本文が長すぎます \(最大 200 KB\)/);
  });

  it('counts a Japanese character as the three bytes it is sent as', () => {
    // 100,000 characters: far under the old limit of 1,000,000 characters, but 300 KB to send.
    const body = `<p>${'漢'.repeat(100_000)}</p>`;
    expect(ArticleInputSchema.safeParse(input(body)).success).toBe(false);
  });
});

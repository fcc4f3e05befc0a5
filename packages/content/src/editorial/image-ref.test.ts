import { describe, expect, it } from 'vitest';
import { AuthorInputSchema } from './authors';

const RULE =
  '画像は / で始まるサイト内のパスか https:// のURLで入力してください (a site path starting with / or an https:// URL)';
const avatarIssues = (avatar: string) =>
  AuthorInputSchema.safeParse({
    slug: 'hanako',
    avatar,
    profiles: { ja: { name: '花子' } },
  }).error?.issues.map((i) => [i.path.join('.'), i.message]);

/**
 * An author's avatar (and an article's thumbnail) is an image of the site (/media/…, chosen from
 * the library) or an https address: anything a page would load from elsewhere, run or read as
 * another host is refused, in words that say what to enter (docs/product.md, 著者).
 */
describe('an image reference', () => {
  it.each([
    'javascript:alert(1)',
    'http://example.jp/a.png',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    '/\\evil.example/a.png',
    'https://exa mple.jp/a.png',
    'media/a.png',
  ])('refuses %s, saying what an image may be', (avatar) => {
    expect(avatarIssues(avatar)).toEqual([['avatar', RULE]]);
  });

  it.each([
    '/media/2026/04/hanako.webp',
    '/images/author-editorial.svg',
    'https://cdn.example.jp/a.png',
  ])('takes %s', (avatar) => {
    expect(avatarIssues(avatar)).toBeUndefined();
  });
});

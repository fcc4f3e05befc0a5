import { describe, expect, it } from 'vitest';
import { decoded } from '@/lib/console/percent-decoded';
import { detailLines, targetText } from './entry-text';

describe('an audit entry as people read it', () => {
  it('decodes a Japanese path for display, leaving a malformed one as it is', () => {
    expect(decoded('/%E8%A8%98%E4%BA%8B-%E4%B8%80%E8%A6%A7')).toBe('/記事-一覧');
    expect(decoded('/100%-free')).toBe('/100%-free');
    expect(decoded('/%E8%A8')).toBe('/%E8%A8');
  });

  it('names the kind of a target in words', () => {
    const kinds = { article: '記事', redirect: 'リダイレクト' };
    expect(targetText('article:12', kinds)).toBe('記事: 12');
    expect(targetText('redirect:/%E6%97%A7', kinds)).toBe('リダイレクト: /旧');
    expect(targetText('/best-free-dvd-software', kinds)).toBe('/best-free-dvd-software');
    expect(targetText(null, kinds)).toBe('');
    const people = new Map([['fd5cd3', '綴 花子']]);
    expect(targetText('user:fd5cd3', { user: 'ユーザー' }, people)).toBe('ユーザー: 綴 花子');
  });

  it('shows details as key: value lines, never as one line of JSON', () => {
    expect(
      detailLines({
        title: '新着記事',
        delivered: 3,
        plans: ['monthly:980', 'perpetual:9800'],
        value: { x: 'https://x.com/t', ja: [{ label: 'a' }] },
        url: '/%E8%A8%98',
      }),
    ).toEqual([
      'title: 新着記事',
      'delivered: 3',
      'plans: monthly:980, perpetual:9800',
      'value.x: https://x.com/t',
      'value.ja: {"label":"a"}',
      'url: /記',
    ]);
    expect(detailLines(null)).toEqual([]);
    expect(detailLines({})).toEqual([]);
  });
});

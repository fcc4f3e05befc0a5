import { describe, expect, it } from 'vitest';
import { countLinks, findNgWord, holdReasons } from './spam-rules';

describe('link rule', () => {
  it('counts links, full-width ones included, and holds more than two', () => {
    expect(countLinks('see https://a.example and www.b.example')).toBe(2);
    expect(countLinks('ｈｔｔｐｓ：／／ａ.example')).toBe(1);
    expect(holdReasons({ name: 'A', body: 'https://a.example https://b.example' })).toEqual([]);
    expect(
      holdReasons({ name: 'A', body: 'https://a.example https://b.example http://c.example' }),
    ).toEqual(['links']);
  });
});

describe('NG words', () => {
  it('match after NFKC and kana folding: full-width, half-width and hiragana variants', () => {
    expect(findNgWord('ｵﾝﾗｲﾝｶｼﾞﾉで遊ぼう')).not.toBeNull();
    expect(findNgWord('おんらいんかじので遊ぼう')).not.toBeNull();
    expect(findNgWord('ＶＩＡＧＲＡ 格安')).not.toBeNull();
    expect(findNgWord('DVDのコピーがうまくいきました')).toBeNull();
  });

  it('hold the comment for the editor (name or body), never silently drop it', () => {
    expect(holdReasons({ name: 'デアイケイ', body: '出会い系サイトはこちら' })).toEqual([
      'ng-word',
    ]);
    expect(holdReasons({ name: 'casino fan', body: '良い記事' })).toEqual(['ng-word']);
  });

  it("hold on the editors' own words from the console too, folded like the coded ones", () => {
    const body = { name: '読者', body: 'ﾁｮｺﾚｰﾄの宣伝です' };
    expect(holdReasons(body)).toEqual([]);
    expect(holdReasons(body, ['チョコレート'])).toEqual(['ng-word']);
    expect(holdReasons(body, ['  '])).toEqual([]);
  });
});

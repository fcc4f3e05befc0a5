import { describe, expect, it } from 'vitest';
import { looksLikeMarkdown } from './markdown-paste';

describe('which pastes are Markdown', () => {
  it('converts text with Markdown structure, ruby included', () => {
    expect(looksLikeMarkdown('## 手順\n\n1. 開く\n2. 保存')).toBe(true);
    expect(looksLikeMarkdown('- 一つ目\n- 二つ目')).toBe(true);
    expect(looksLikeMarkdown('詳しくは[公式サイト](https://example.com)へ')).toBe(true);
    expect(looksLikeMarkdown('{漢字|かんじ}を読む')).toBe(true);
    expect(looksLikeMarkdown('| a | b |\n|---|---|\n| 1 | 2 |')).toBe(true);
  });

  it('leaves plain prose as prose', () => {
    expect(looksLikeMarkdown('今日は晴れです。明日も晴れるでしょう。')).toBe(false);
    expect(looksLikeMarkdown('価格は 3,980 円 (税込) です')).toBe(false);
  });
});

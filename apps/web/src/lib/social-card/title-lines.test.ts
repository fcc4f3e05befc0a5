import { describe, expect, it } from 'vitest';
import { textWidthEm, titleLines, titlePhrases } from './title-lines';

describe('card title lines', () => {
  it('never breaks inside a word, before small kana or a particle, or after an opening bracket', () => {
    expect(titlePhrases('美しく仕上げるチャプター作成の注意点')).toEqual([
      '美しく',
      '仕上げる',
      'チャプター',
      '作成の',
      '注意点',
    ]);
    const title = 'DVDフリーソフトおすすめ5選【2025年版】書き込み・作成・再生・変換の定番を比較';
    expect(titlePhrases(title).join('')).toBe(title);
    expect(titlePhrases(title)).toContain('【2025年版】');
    expect(titlePhrases('How to rip a Blu-ray')).toContain('Blu-ray');
  });

  it('wraps at the width and clamps to the line count with an ellipsis, between words', () => {
    const lines = titleLines(
      `${'美しく仕上げるチャプター作成の注意点と、'.repeat(5)}終わり`,
      16,
      3,
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(16);
    expect(lines[2].endsWith('…')).toBe(true);
    const english = titleLines(
      'How to back up a homemade Blu-ray disc without losing menus',
      12,
      2,
    );
    expect(english).toEqual(['How to back up a', 'homemade Blu-ray…']);
    expect(titleLines('短い', 16, 3)).toEqual(['短い']);
  });
});

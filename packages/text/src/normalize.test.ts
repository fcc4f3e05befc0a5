import { describe, expect, it } from 'vitest';
import { foldText } from './normalize';

describe('foldText', () => {
  it('folds width, case and kana', () => {
    expect(foldText('ＤＶＤ')).toBe('dvd');
    expect(foldText('ﾀﾞﾋﾞﾝｸﾞ')).toBe('だびんぐ');
    expect(foldText('ダビング')).toBe('だびんぐ');
    expect(foldText('Blu-ray コピー')).toBe('blu-ray こぴー');
    expect(foldText('４Ｋ　ＵＨＤ')).toBe('4k uhd');
  });
  it('leaves kanji and hiragana alone', () => {
    expect(foldText('画質を上げる')).toBe('画質を上げる');
  });
});

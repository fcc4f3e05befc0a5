import { describe, expect, it } from 'vitest';
import { splitRuns, tokenize } from './tokenize';

describe('tokenize (what the search index stores)', () => {
  it('folds width, case and kana so every way of writing a word gives the same tokens', () => {
    expect(tokenize('ＤＶＤ')).toEqual(tokenize('dvd'));
    expect(tokenize('DVD')).toEqual(['dvd']);
    expect(tokenize('ﾌﾞﾙｰﾚｲ')).toEqual(tokenize('ブルーレイ'));
    expect(tokenize('ブルーレイ')).toEqual(tokenize('ぶるーれい'));
    expect(tokenize('４Ｋ')).toEqual(['4k']);
  });

  it('cuts Japanese into overlapping bigrams, ending each run with its last character', () => {
    expect(tokenize('ブルーレイ')).toEqual(['ぶる', 'るー', 'ーれ', 'れい', 'い']);
    expect(tokenize('画質')).toEqual(['画質', '質']);
    // One token per character: a lone character is indexed as itself.
    expect(tokenize('円')).toEqual(['円']);
  });

  it('keeps Latin words and numbers whole, split from Japanese where the script changes', () => {
    expect(tokenize('DVDコピー')).toEqual(['dvd', 'こぴ', 'ぴー', 'ー']);
    expect(tokenize('4K画質')).toEqual(['4k', '画質', '質']);
    expect(tokenize('H.265 と x264')).toEqual(['h', '265', 'と', 'x264']);
  });

  it('never indexes punctuation, markup characters or spaces, and never bridges them', () => {
    expect(tokenize('画質・音質')).toEqual(['画質', '質', '音質', '質']);
    expect(tokenize('<b>"AI"</b> & 「動画」！')).toEqual(['b', 'ai', 'b', '動画', '画']);
    expect(tokenize('  \u3000…!?')).toEqual([]);
  });

  it('splits text into runs of one kind', () => {
    expect(splitRuns('dvdをぶるーれいに')).toEqual([
      { kind: 'word', text: 'dvd' },
      { kind: 'cjk', text: 'をぶるーれいに' },
    ]);
  });
});

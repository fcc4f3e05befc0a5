import { describe, expect, it } from 'vitest';
import { fromSpan, splitRuns, tokenize, withSpans } from './tokenize';

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
    expect(tokenize('DVDコピー')).toEqual(['dvd', 'dvdこ', 'こぴ', 'ぴー', 'ー']);
    expect(tokenize('4K画質')).toEqual(['4k', '4k画', '画質', '質']);
    expect(tokenize('H.265 と x264')).toEqual(['h', '265', '265と', 'と', 'x264']);
  });

  it('never indexes punctuation, markup characters or spaces', () => {
    expect(tokenize('画質・音質')).toEqual(['画質', '質', '音質', '質']);
    expect(tokenize('<b>"AI"</b> & 「動画」！')).toEqual(['b', 'ai', 'b', 'b動', '動画', '画']);
    expect(tokenize('  \u3000…!?')).toEqual([]);
  });

  it('follows a word that Japanese continues with a span: the word and the next character', () => {
    expect(tokenize('MP4変換')).toEqual(['mp4', 'mp4変', '変換', '換']);
    // Separators never kept a phrase apart, so neither do they a span: MP4変換 finds "MP4 変換".
    expect(tokenize('MP4 変換')).toEqual(tokenize('MP4変換'));
    expect(tokenize('ＭＰ４・変換')).toEqual(tokenize('MP4変換'));
    // Only a word before Japanese: not Japanese before a word, nor two words.
    expect(tokenize('画質4K')).toEqual(['画質', '質', '4k']);
    expect(tokenize('H 265')).toEqual(['h', '265']);
    // The span takes a whole character, a surrogate pair too.
    expect(tokenize('AI𠮷野家')).toEqual(['ai', 'ai𠮷', '𠮷野', '野家', '家']);
    // A bigram that starts with a variation selector (葛󠄀) is not a word: no span after it.
    expect(tokenize('葛\u{E0100}城')).toEqual(['葛\u{E0100}', '\u{E0100}城', '城']);
    expect(withSpans(['〓', 'きれい'])).toEqual(['〓', 'きれい']);
    expect(withSpans(['4', 'k', 'がしつ'])).toEqual(['4', 'k', 'kが', 'がしつ']);
  });

  it('matches a phrase from the span after its first word, which only that word precedes', () => {
    expect(fromSpan(tokenize('4K画質'))).toEqual(['4k画', '画質', '質']);
    expect(fromSpan(['mp4', 'mp4変', '変'])).toEqual(['mp4変', '変']);
    expect(fromSpan(['ai', 'ai𠮷', '𠮷野'])).toEqual(['ai𠮷', '𠮷野']);
    // Not a span: two words (x1-x1z), a word alone, Japanese first, a later word's span.
    expect(fromSpan(['x1', 'x1z', 'x1z変', '変換'])).toEqual(['x1', 'x1z', 'x1z変', '変換']);
    expect(fromSpan(['dvd'])).toEqual(['dvd']);
    expect(fromSpan(['画質', '質', '4k'])).toEqual(['画質', '質', '4k']);
    expect(fromSpan(['4', 'k', 'kが', 'がしつ'])).toEqual(['4', 'k', 'kが', 'がしつ']);
  });

  it('splits text into runs of one kind', () => {
    expect(splitRuns('dvdをぶるーれいに')).toEqual([
      { kind: 'word', text: 'dvd' },
      { kind: 'cjk', text: 'をぶるーれいに' },
    ]);
  });
});

/**
 * Words that put a comment on hold for the editor. Written in any width or kana: entries and
 * comments are both folded (NFKC, lower case, katakana → hiragana) before matching, so
 * "カジノ", "ｶｼﾞﾉ" and "かじの" are one word. Keep the list short and specific — it flags,
 * it does not delete (see spam-rules.ts).
 */
export const NG_WORDS: readonly string[] = [
  'viagra',
  'cialis',
  'casino',
  'オンラインカジノ',
  '出会い系',
  'バイナリーオプション',
  '副業で月収',
  '簡単に稼げる',
  '無料でお金',
  'セフレ',
  '死ね',
];

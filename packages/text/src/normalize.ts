/**
 * Text folding for Japanese matching (search and the NG-word list): NFKC (full-width Latin and
 * digits, half-width katakana → their standard forms), lower case, and katakana → hiragana, so
 * "ＤＶＤ", "dvd", "ダビング" and "だびんぐ" compare equal. The prolonged sound mark ー is kept.
 */
export function foldText(input: string): string {
  const nfkc = input.normalize('NFKC').toLowerCase();
  let out = '';
  for (const ch of nfkc) {
    const code = ch.codePointAt(0) ?? 0;
    // Katakana ァ (U+30A1) … ヶ (U+30F6) sit 0x60 above their hiragana; ヷ-ヺ have none.
    out += code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : ch;
  }
  return out;
}

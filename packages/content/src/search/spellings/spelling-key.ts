import { foldText } from '@tsuzuri/text/normalize';

/**
 * The key a spelling is looked up by in the loanword table (loanwords.ts). It is looser than
 * the index's folding on purpose, since readers spell a katakana loanword as they hear it:
 *
 * - Latin: letters and digits only, lower case — "Blu-ray", "BLU RAY" and "bluray" meet.
 * - kana: hiragana, without ー, middle dots or spaces; small kana written large (ウィ and ウイ,
 *   ディ and デイ); ゔ as ぶ; and a vowel kana that only lengthens the sound before it dropped
 *   (レイ and レー, ドウ and ドー) — so ブルーレイ, ぶるーれい, ブルーレー, ブルーレィ and
 *   ブルー・レイ all key ぶるれ.
 *
 * Looser means that two different words may share a key (ディスク and デスク both key ですく):
 * that only matters between the words of the table, and its test keeps their keys apart. The
 * index never sees a key; a query is still matched as the reader wrote it.
 */
export function spellingKey(text: string): string {
  let state = EMPTY_KEY;
  for (const ch of foldText(text)) state = extendKey(state, ch);
  return state.key;
}

/** A key as it is built, a character at a time (respell.ts extends one along a typed word). */
export type KeyState = { readonly key: string; readonly vowelBefore: Vowel | null };
export const EMPTY_KEY: KeyState = { key: '', vowelBefore: null };

/** The key with one more character of folded text (foldText) after it. */
export function extendKey(state: KeyState, ch: string): KeyState {
  const kana = LARGE[ch] ?? ch;
  const vowel = VOWEL_OF[kana];
  if (vowel === undefined)
    // ー, ・, spaces and punctuation are not part of the key; Latin letters and digits are.
    return ch !== 'ー' && /[\p{L}\p{N}]/u.test(ch)
      ? { key: state.key + ch, vowelBefore: null }
      : state;
  const { vowelBefore } = state;
  if (vowel !== null && vowelBefore !== null && LENGTHENS[vowelBefore].includes(kana)) return state;
  return { key: state.key + kana, vowelBefore: vowel };
}

type Vowel = 'a' | 'i' | 'u' | 'e' | 'o';

const LARGE: Record<string, string> = {
  ぁ: 'あ',
  ぃ: 'い',
  ぅ: 'う',
  ぇ: 'え',
  ぉ: 'お',
  ゃ: 'や',
  ゅ: 'ゆ',
  ょ: 'よ',
  ゎ: 'わ',
  ゕ: 'か',
  ゖ: 'け',
  ゔ: 'ぶ',
};

/** The vowel kana that, after a kana of this vowel, is heard as its long vowel (ー). */
const LENGTHENS: Record<Vowel, string> = { a: 'あ', i: 'い', u: 'う', e: 'いえ', o: 'うお' };

const ROWS: Record<Vowel, string> = {
  a: 'あかさたなはまやらわがざだばぱ',
  i: 'いきしちにひみりぎじぢびぴゐ',
  u: 'うくすつぬふむゆるぐずづぶぷ',
  e: 'えけせてねへめれげぜでべぺゑ',
  o: 'おこそとのほもよろをごぞどぼぽ',
};

/** Each large hiragana's vowel; ん and っ have none (null) but are part of the key. */
const VOWEL_OF: Record<string, Vowel | null> = { ん: null, っ: null };
for (const [vowel, row] of Object.entries(ROWS) as [Vowel, string][])
  for (const kana of row) VOWEL_OF[kana] = vowel;

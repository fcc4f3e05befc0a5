import { foldText } from '@tsuzuri/text/normalize';
import { loanwordsIn } from './loanwords-in-word';

/**
 * A query word written with the loanword table's other spellings (loanwords.ts): ブルーレイ →
 * "Blu-ray", Blu-ray → "ブルーレイ", ブルーレイディスク → "Blu-rayディスク", DVDコピー →
 * "ディーブイディーコピー". A search matches each as another way of writing the word (query.ts),
 * so the article's own spelling is found whichever the reader typed.
 */

/** More spellings of one word are not tried: each is one more phrase for every search to test. */
export const MAX_OTHER_SPELLINGS = 4;

const endsLatin = (text: string) => /[\p{sc=Latin}\p{N}]$/u.test(text);
const startsLatin = (text: string) => /^[\p{sc=Latin}\p{N}]/u.test(text);

/** The parts as one word; a space between two Latin ones, which would otherwise become one. */
function joined(parts: string[]): string {
  return parts.reduce(
    (word, part) => (endsLatin(word) && startsLatin(part) ? `${word} ${part}` : word + part),
    '',
  );
}

/**
 * The typed word's other spellings (NFKC text, as query.ts reads it), the articles' own first;
 * [] when it holds no word of the table. A word with two of them gets their combinations
 * (ディーブイディーからブルーレイ: "DVDからBlu-ray", "DVDからブルーレイ", …), up to
 * MAX_OTHER_SPELLINGS.
 */
export function otherSpellings(word: string): string[] {
  const parts = loanwordsIn(word);
  if (!parts.some((p) => p.line)) return [];
  const choices = parts.map(({ typed, line }) => [
    typed,
    ...(line ?? []).filter((s) => foldText(s) !== foldText(typed)),
  ]);
  const seen = new Set([foldText(word)]);
  const out: string[] = [];
  const pick = (i: number, chosen: string[]) => {
    if (out.length === MAX_OTHER_SPELLINGS) return;
    if (i === choices.length) {
      const spelt = joined(chosen);
      if (!seen.has(foldText(spelt))) out.push(spelt);
      seen.add(foldText(spelt));
      return;
    }
    // The other spellings before the typed one, so the articles' own come first.
    for (const choice of [...choices[i].slice(1), choices[i][0]]) pick(i + 1, [...chosen, choice]);
  };
  pick(0, []);
  return out;
}

/** The text with every word of the table in the articles' own spelling (「もしかして」: suggest.ts). */
export function articlesSpelling(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => joined(loanwordsIn(word).map((p) => p.line?.[0] ?? p.typed)))
    .join('');
}

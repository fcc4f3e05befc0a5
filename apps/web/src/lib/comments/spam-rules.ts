import { foldText } from '@tsuzuri/text/normalize';
import { NG_WORDS } from './ng-words';

/** More links than this and a comment waits for the editor (link spam is the common kind). */
export const MAX_LINKS_WITHOUT_HOLD = 2;

// Folded first, so full-width "ｈｔｔｐｓ：／／" counts like "https://".
const LINK = /https?:\/\/|www\.|<a\s/g;

export function countLinks(text: string): number {
  return foldText(text).match(LINK)?.length ?? 0;
}

const foldedNgWords = NG_WORDS.map(foldText);

/** The first NG word the text contains after folding both sides, or null. */
export function findNgWord(text: string, words: readonly string[] = foldedNgWords): string | null {
  const folded = foldText(text);
  return words.find((w) => folded.includes(w)) ?? null;
}

/**
 * Why a comment deserves the editor's extra attention. The answer is a hold, never a silent
 * spam verdict: every comment is reviewed anyway, and word lists misfire on a video site
 * (a film called "カジノ" is a fine thing to discuss) — a held comment can still be approved,
 * one filed as spam is rarely looked at again.
 */
export function holdReasons(
  c: { name: string; body: string },
  /** The editors' own NG words (the console's list), checked beside the coded ones. */
  extraWords: readonly string[] = [],
): string[] {
  const reasons: string[] = [];
  if (countLinks(c.body) > MAX_LINKS_WITHOUT_HOLD) reasons.push('links');
  const text = `${c.name}\n${c.body}`;
  const extra = extraWords.map((w) => foldText(w).trim()).filter(Boolean);
  if (findNgWord(text) || (extra.length && findNgWord(text, extra))) reasons.push('ng-word');
  return reasons;
}

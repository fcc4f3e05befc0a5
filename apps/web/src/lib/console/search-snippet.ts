/**
 * Length guidance for the article screen's search-result preview, counted the way Japanese
 * editors count: a full-width character is 1, a half-width one (ASCII, half-width katakana) ½.
 * Search engines cut by pixel width, and a half-width letter is about half a full-width one, so
 * this tracks what is shown better than a character count. The numbers are docs/product.md's.
 */
export const SNIPPET_GUIDANCE = {
  /** A title longer than this is cut in a desktop search result. */
  title: 30,
  /** A description longer than this is cut on desktop; phones show about half. */
  description: 120,
} as const;

const HALF_WIDTH = /[\u0020-\u007e\uff61-\uff9f]/u;

/** The length in full-width characters (half-width count ½), rounded up to a whole number. */
export function fullWidthLength(text: string): number {
  let halves = 0;
  for (const char of text) halves += HALF_WIDTH.test(char) ? 1 : 2;
  return Math.ceil(halves / 2);
}

/** The text as a result would show it: cut at `limit` full-width characters, with an ellipsis. */
export function truncateFullWidth(text: string, limit: number): string {
  let halves = 0;
  let out = '';
  for (const char of text) {
    halves += HALF_WIDTH.test(char) ? 1 : 2;
    if (halves > limit * 2) return `${out}…`;
    out += char;
  }
  return out;
}

export type LengthVerdict = 'empty' | 'short' | 'good' | 'long';

/** Empty, shorter than half the guidance, within it, or over it (cut in results). */
export function lengthVerdict(text: string, limit: number): LengthVerdict {
  const length = fullWidthLength(text.trim());
  if (length === 0) return 'empty';
  if (length > limit) return 'long';
  return length < limit / 2 ? 'short' : 'good';
}

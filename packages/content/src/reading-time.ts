/**
 * Reading time shown in an article's header. Japanese is read by characters (about 500 a
 * minute for ordinary prose), space-separated languages by words (about 220 a minute); an
 * article mixing both (a Japanese article naming "DVD" or "H.265") adds the two.
 */
export const JAPANESE_CHARS_PER_MINUTE = 500;
export const WORDS_PER_MINUTE = 220;

const JAPANESE_CHAR = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3005]/gu;
const WORD =
  /(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3005])[\p{L}\p{N}\p{M}'’-])+/gu;

/** Whole minutes, at least one, for an article's plain text. */
export function readingMinutes(text: string): number {
  const characters = text.match(JAPANESE_CHAR)?.length ?? 0;
  const words = text.match(WORD)?.length ?? 0;
  const minutes = characters / JAPANESE_CHARS_PER_MINUTE + words / WORDS_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

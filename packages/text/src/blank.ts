/**
 * Whether a text shows nothing: only white space (the full-width space U+3000 included), control
 * characters, and characters that take no room (zero-width space U+200B, joiners, the BOM, the
 * Hangul filler: Unicode's default-ignorable code points). `trim()` removes the spaces but keeps
 * the invisible ones, so a field checked with `.trim().min(1)` took "\u200b" as written text.
 */
const SHOWS_NOTHING = /^[\s\p{Cc}\p{Default_Ignorable_Code_Point}]*$/u;

export const isBlank = (text: string): boolean => SHOWS_NOTHING.test(text);

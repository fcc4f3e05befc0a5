/**
 * A practical email check shared by every form: one "@", a dotted domain, no spaces, at most
 * 254 characters. (zod's email() is used on the server; this mirrors it for instant feedback.)
 */
// \p{C}: no control, format (bidi), private-use or unpaired surrogate character in an address.
const EMAIL = /^[^\s@\p{C}]+@[^\s@.\p{C}]+(\.[^\s@.\p{C}]+)+$/u;

/**
 * An address as typed with a Japanese keyboard, made plain: a full-width ＠, letters, digits and
 * dots (`ｔａｎａｋａ＠ｅｘａｍｐｌｅ．ｊｐ`) become their ASCII forms (NFKC), and the ends are
 * trimmed. Every form checks and stores this form of what was typed: the address looked right
 * to the reader, who was told it was not an address.
 */
export function normalizeEmail(value: string): string {
  return value.normalize('NFKC').trim();
}

export function isValidEmail(value: string): boolean {
  const v = normalizeEmail(value);
  return v.length <= 254 && EMAIL.test(v);
}

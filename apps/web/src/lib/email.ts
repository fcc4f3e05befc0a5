/**
 * A practical email check shared by every form: one "@", a dotted domain, no spaces, at most
 * 254 characters. (zod's email() is used on the server; this mirrors it for instant feedback.)
 */
// \p{C}: no control, format (bidi), private-use or unpaired surrogate character in an address.
const EMAIL = /^[^\s@\p{C}]+@[^\s@.\p{C}]+(\.[^\s@.\p{C}]+)+$/u;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL.test(v);
}

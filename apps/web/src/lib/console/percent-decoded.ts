/**
 * A path or text with its percent-escapes decoded for people to read (/%E8%A8%98 → /記), when they
 * are valid UTF-8; otherwise as it is (decodeURIComponent would throw on '/100%-free').
 */
export function decoded(text: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

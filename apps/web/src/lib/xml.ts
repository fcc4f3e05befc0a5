/**
 * Text for an XML document (feeds, sitemaps). Characters XML 1.0 cannot carry at all — C0
 * controls other than tab, newline and return, lone surrogates, U+FFFE/U+FFFF — are dropped (a
 * reader stops at the first one and shows nothing); the five markup characters become entities.
 * Entities, not CDATA: a text holding "]]>" needs no special case.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(LONE_SURROGATE, '')
    .replace(
      /[<>&'"]/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
    );
}

/** `<name>text</name>`, escaped; nothing when there is no text. */
export const xmlElement = (name: string, text: string | undefined | null): string =>
  text ? `<${name}>${escapeXml(text)}</${name}>` : '';

import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLValidator } from 'fast-xml-parser';

/**
 * What the feed and sitemap tests read XML with: a strict well-formedness check (a reader drops
 * a feed at its first error) and a maintained feed parser, the way a feed reader would see it.
 */
export function assertWellFormed(xml: string, what = 'document'): void {
  const verdict = XMLValidator.validate(xml);
  if (verdict !== true)
    throw new Error(`${what} is not well-formed XML: ${JSON.stringify(verdict.err)}`);
  // Characters XML 1.0 forbids, which the validator lets through.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  const bad = xml.match(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
  if (bad) throw new Error(`${what} holds U+${bad[0].codePointAt(0)?.toString(16)}`);
}

/** A feed as a feed reader reads it, after checking it is well-formed. */
export function readFeed(xml: string, what = 'feed') {
  assertWellFormed(xml, what);
  return parseFeed(xml).toJSON();
}

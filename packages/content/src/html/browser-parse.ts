import { type DefaultTreeAdapterMap, parseFragment, serialize } from 'parse5';

// How a browser reads the article HTML: the HTML standard's parser (parse5 implements it) with
// the article inside a <div> — ArticleBody's container, and what `innerHTML` does after a
// client-side navigation. rehype-parse parses with scripting off, which is how a browser
// without JavaScript reads <noscript>; readers' browsers have it on.

export type Fragment = DefaultTreeAdapterMap['documentFragment'];
export type ParsedNode = DefaultTreeAdapterMap['childNode'];
export type ParsedElement = DefaultTreeAdapterMap['element'];

export type Scripting = { scripting: boolean };

const container = parseFragment('<div></div>').childNodes[0] as ParsedElement;

export function parseLikeBrowser(html: string, { scripting }: Scripting): Fragment {
  return parseFragment(container, html, { scriptingEnabled: scripting });
}

/**
 * The standard's serialization, which escapes `<` and `>` inside attribute values (hast-util-
 * to-html does not): an attribute can then never end a raw-text element such as <noscript>.
 */
export function serializeLikeBrowser(fragment: Fragment, { scripting }: Scripting): string {
  return serialize(fragment, { scriptingEnabled: scripting });
}

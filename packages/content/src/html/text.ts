import type { Element, ElementContent, Root } from 'hast';
import { HEADINGS, TABLE_ELEMENTS } from './elements';

// Elements that end a run of words: without a space at their edges, "<p>DVD</p><p>コピー</p>"
// would become "DVDコピー" and search would index bigrams that span two paragraphs.
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  ...HEADINGS,
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  ...TABLE_ELEMENTS,
  'ul',
]);

// Never shown to a reader: an iframe's inner text is fallback markup, not content. Ruby's
// reading (<rt>) and its fallback parentheses (<rp>) are shown, but they annotate the base text
// rather than add words: left out, "{本気|マジ}で" is the text 本気で, which search finds as written
// and by the analyser's own reading (docs/content.md, ruby).
const SILENT = new Set(['iframe', 'noscript', 'template', 'script', 'style', 'rt', 'rp']);

/**
 * The readable text of a sanitized article, whitespace collapsed, for the search index and
 * generated descriptions. hast-util-to-string alone would glue adjacent blocks together.
 */
export function plainText(tree: Root | Element): string {
  const parts: string[] = [];
  const walk = (node: ElementContent): void => {
    if (node.type === 'text') {
      parts.push(node.value);
    } else if (node.type === 'element' && !SILENT.has(node.tagName)) {
      const block = BLOCKS.has(node.tagName);
      if (block) parts.push(' ');
      for (const child of node.children) walk(child);
      if (block) parts.push(' ');
    }
  };
  for (const child of tree.children) if (child.type !== 'doctype') walk(child as ElementContent);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

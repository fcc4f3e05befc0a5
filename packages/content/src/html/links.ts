import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

// Any absolute or protocol-relative http(s) link leaves the article; relative links and
// mailto: stay in the same tab.
const EXTERNAL = /^(?:https?:)?\/\//i;

/** External links open in a new tab without handing the opened page `window.opener` or our URL. */
export function markExternalLinks(tree: Root): void {
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'a') return;
    const href = node.properties.href;
    if (typeof href !== 'string' || !EXTERNAL.test(href.trim())) return;
    node.properties.rel = ['noopener', 'noreferrer'];
    node.properties.target = '_blank';
  });
}

import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { h } from './hast';

/**
 * Wide comparison tables would widen the whole page on phones; a wrapper that scrolls
 * sideways keeps the article column at the viewport width.
 */
export function wrapTables(tree: Root): void {
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'table' || !parent || index === undefined) return;
    parent.children[index] = h('div', { className: ['table-scroll'] }, [node]);
    // No SKIP: the visitor still walks this table's own children, so nested tables get wrapped too.
  });
}

import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import { plainText } from './text';

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

/**
 * A URL fragment from heading text. Unicode-aware so Japanese headings keep readable ids
 * (#dvdをコピーする前に) instead of collapsing to nothing; NFKC folds full-width letters and
 * digits (ＤＶＤ１ → dvd1) so the same words give the same id however they were typed.
 */
export function headingSlug(text: string): string {
  return (
    text
      .normalize('NFKC')
      .trim()
      .toLowerCase()
      .replace(/\s+/gu, '-')
      // \p{M} keeps combining marks (Devanagari vowel signs, unmerged dakuten) with their letters.
      .replace(/[^\p{L}\p{M}\p{N}-]/gu, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

/**
 * Gives every h2/h3 an id derived from its text (any id the author wrote is replaced, so
 * links into an article survive re-imports), and returns the table of contents in order.
 */
export function addHeadingIds(tree: Root): TocEntry[] {
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  let ordinal = 0;
  visit(tree, 'element', (node) => {
    if (node.tagName !== 'h2' && node.tagName !== 'h3') return;
    ordinal += 1;
    // The heading's words as a reader reads them: a ruby reading is not part of its name.
    const text = plainText(node);
    const base = headingSlug(text) || `section-${ordinal}`;
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    node.properties.id = id;
    // A heading with no text (an image alone, say) still gets an anchor but no empty TOC line.
    if (text) toc.push({ id, text, depth: node.tagName === 'h2' ? 2 : 3 });
  });
  return toc;
}

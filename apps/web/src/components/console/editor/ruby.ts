import { mergeAttributes, Node } from '@tiptap/core';

/**
 * Ruby (furigana) as one inline atom: `<ruby>漢字<rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>`,
 * exactly what the Markdown import writes for `{漢字|かんじ}` (packages/content/src/import/markdown.ts),
 * so the public pipeline treats an editor's ruby and an imported one alike. An atom, not a
 * mark: the reading belongs to the whole base, and a cursor inside <rt> would let IME input
 * land in the reading by accident.
 */
declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    ruby: {
      /** Wraps the selected text (the base) with a reading; replaces the selection. */
      setRuby: (attributes: { base: string; reading: string }) => ReturnType;
    };
  }
}

/** Text of a <ruby> element without its <rt>/<rp> parts: the base the reader sees large. */
function baseText(element: HTMLElement): string {
  let text = '';
  for (const child of Array.from(element.childNodes)) {
    const name = child.nodeName.toLowerCase();
    if (name !== 'rt' && name !== 'rp') text += child.textContent ?? '';
  }
  return text.trim();
}

export const Ruby = Node.create({
  name: 'ruby',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      base: { default: '', parseHTML: (element) => baseText(element) },
      reading: {
        default: '',
        parseHTML: (element) =>
          Array.from(element.querySelectorAll('rt'))
            .map((rt) => rt.textContent ?? '')
            .join('')
            .trim(),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'ruby' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const attributes = mergeAttributes(HTMLAttributes);
    delete attributes.base;
    delete attributes.reading;
    return [
      'ruby',
      attributes,
      node.attrs.base,
      ['rp', '('],
      ['rt', node.attrs.reading],
      ['rp', ')'],
    ];
  },

  renderText({ node }) {
    return String(node.attrs.base);
  },

  addCommands() {
    return {
      setRuby:
        ({ base, reading }) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { base, reading } }),
    };
  },
});

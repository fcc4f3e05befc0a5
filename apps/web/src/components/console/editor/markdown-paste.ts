import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { markdownToHtml } from '@tsuzuri/content/markdown';

/**
 * Pasted Markdown becomes rich content, through the import's own converter (GFM plus
 * `{漢字|かんじ}` ruby), so a paste and an imported file give the same article. Only plain-text
 * pastes that look like Markdown are converted: a paste from a web page or a word processor
 * carries HTML, which ProseMirror already maps onto the schema, and plain prose stays prose.
 */
const MARKDOWN_SIGNS = [
  /^#{1,6}\s+\S/m, // heading
  /^\s*[-*+]\s+\S/m, // bullet list
  /^\s*\d+\.\s+\S/m, // ordered list
  /^>\s?\S/m, // quote
  /^\|.+\|\s*$/m, // table row
  /^```/m, // code fence
  /\*\*[^*\n]+\*\*/, // bold
  /\[[^\]\n]+\]\([^)\s]+\)/, // link
  /!\[[^\]\n]*\]\([^)\s]+\)/, // image
  /\{[^{}|\n]+\|[^{}|\n]+\}/, // ruby
];

export function looksLikeMarkdown(text: string): boolean {
  return MARKDOWN_SIGNS.some((sign) => sign.test(text));
}

export const MarkdownPaste = Extension.create({
  name: 'markdownPaste',

  addProseMirrorPlugins() {
    const editor = this.editor;
    return [
      new Plugin({
        key: new PluginKey('markdownPaste'),
        props: {
          handlePaste(view, event) {
            const data = event.clipboardData;
            if (!data || data.types.includes('text/html')) return false;
            const text = data.getData('text/plain');
            // Inside a code block the text is code, not Markdown to interpret.
            if (!text || view.state.selection.$from.parent.type.spec.code) return false;
            if (!looksLikeMarkdown(text)) return false;
            editor.commands.insertContent(markdownToHtml(text));
            return true;
          },
        },
      }),
    ];
  },
});

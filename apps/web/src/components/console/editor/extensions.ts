import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { MarkdownPaste } from './markdown-paste';
import { Ruby } from './ruby';
import { VideoEmbed } from './video-embed';

/**
 * The article schema of the editor: what the public pipeline renders and nothing more, so
 * what an editor sees is what readers get. h1 is the page title, never in the body.
 */
export function articleExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        HTMLAttributes: { rel: null, target: null },
      },
      underline: false,
    }),
    Image.configure({ inline: false, allowBase64: false }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    Ruby,
    VideoEmbed,
    MarkdownPaste,
  ];
}

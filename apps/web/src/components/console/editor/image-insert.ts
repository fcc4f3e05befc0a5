import { NodeSelection, TextSelection } from '@tiptap/pm/state';
import type { Editor } from '@tiptap/react';

/** An image chosen in the media library, as the toolbar inserts it into the body. */
export type PickedImage = { src: string; alt: string; width?: number; height?: number };

/**
 * Inserts a picture from the library and leaves the caret where the text goes on. Tiptap leaves
 * the new picture selected, so the next letter typed replaced it (an article went out without
 * its image). When the picture split a paragraph, the caret goes to the rest of that paragraph;
 * otherwise to a new empty paragraph after the picture (or an empty one already there).
 */
export function insertImageAndContinue(editor: Editor, image: PickedImage): void {
  const { $to } = editor.state.selection;
  const textAfter = $to.parent.isTextblock && $to.parentOffset < $to.parent.content.size;
  editor
    .chain()
    .focus()
    .setImage(image)
    .command(({ tr }) => {
      if (!(tr.selection instanceof NodeSelection)) return true;
      const after = tr.selection.to;
      const $after = tr.doc.resolve(after);
      const next = $after.nodeAfter;
      const paragraph = editor.schema.nodes.paragraph;
      const continues = textAfter
        ? next?.isTextblock
        : next?.type === paragraph && !next.content.size;
      if (!continues) {
        const index = $after.index();
        if (!$after.parent.canReplaceWith(index, index, paragraph)) return true;
        tr.insert(after, paragraph.create());
      }
      tr.setSelection(TextSelection.create(tr.doc, after + 1)).scrollIntoView();
      return true;
    })
    .run();
}

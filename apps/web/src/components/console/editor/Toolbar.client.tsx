'use client';

import { type Editor, useEditorState } from '@tiptap/react';
import { useState } from 'react';
import { insertImageAndContinue, type PickedImage } from './image-insert';
import { InsertForm, type InsertKind } from './InsertForm.client';
import type { EditorLabels } from './labels';

type Props = {
  editor: Editor;
  labels: EditorLabels;
  pickImage: () => Promise<PickedImage | null>;
};

function ToolButton(props: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="c-editor__tool"
      aria-label={props.label}
      aria-pressed={props.active === undefined ? undefined : props.active}
      disabled={props.disabled}
      // Keeps the editor's selection (and an open composition) where it is on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.label}
    </button>
  );
}

/** The formatting bar: Japanese labels on screen, the same words as accessible names. */
export function Toolbar({ editor, labels: l, pickImage }: Props) {
  const [form, setForm] = useState<InsertKind | null>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      empty: e.state.selection.empty,
    }),
  });
  const chain = () => editor.chain().focus();
  const insertImage = async () => {
    const image = await pickImage();
    if (image) insertImageAndContinue(editor, image);
  };
  return (
    <div className="c-editor__bar">
      <div role="toolbar" aria-label={l.toolbar} className="c-editor__tools">
        <ToolButton label={l.paragraph} onClick={() => chain().setParagraph().run()} />
        <ToolButton
          label={l.heading2}
          active={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={l.heading3}
          active={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton label={l.bold} active={state.bold} onClick={() => chain().toggleBold().run()} />
        <ToolButton
          label={l.italic}
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label={l.bulletList}
          active={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={l.orderedList}
          active={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label={l.quote}
          active={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton label={l.link} active={state.link} onClick={() => setForm('link')} />
        {state.link ? (
          <ToolButton label={l.unlink} onClick={() => chain().unsetLink().run()} />
        ) : null}
        <ToolButton label={l.ruby} disabled={state.empty} onClick={() => setForm('ruby')} />
        <ToolButton label={l.image} onClick={() => void insertImage()} />
        <ToolButton label={l.video} onClick={() => setForm('video')} />
        <ToolButton
          label={l.table}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
        {state.table ? (
          <>
            <ToolButton label={l.addRow} onClick={() => chain().addRowAfter().run()} />
            <ToolButton label={l.addColumn} onClick={() => chain().addColumnAfter().run()} />
            <ToolButton label={l.deleteTable} onClick={() => chain().deleteTable().run()} />
          </>
        ) : null}
        <ToolButton label={l.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton label={l.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </div>
      {form ? (
        <InsertForm kind={form} editor={editor} labels={l} onClose={() => setForm(null)} />
      ) : null}
    </div>
  );
}

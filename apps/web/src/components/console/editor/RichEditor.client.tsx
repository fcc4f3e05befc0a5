'use client';

import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import { memo, useEffect, useRef } from 'react';
import { articleExtensions } from './extensions';
import type { EditorLabels } from './labels';
import type { PickedImage } from './image-insert';
import { Toolbar } from './Toolbar.client';

/** What the article screen may ask of the editor, without re-rendering it. */
export type RichEditorHandle = {
  getHtml: () => string;
  /** No text, image, video or table: nothing worth saving yet. */
  isEmpty: () => boolean;
  /** True while an IME composition is open: nothing may save, replace or re-render then. */
  isComposing: () => boolean;
  /** Replaces the whole body (restoring a revision, taking the other editor's version). */
  setHtml: (html: string) => void;
};

type Props = {
  initialHtml: string;
  labels: EditorLabels;
  /** Called after every change that is not mid-composition; read the body with the handle. */
  onChange: () => void;
  onReady: (handle: RichEditorHandle) => void;
  /** Opens the media library; resolves with the chosen image, or null when cancelled. */
  pickImage: () => Promise<PickedImage | null>;
};

function handleOf(editor: Editor): RichEditorHandle {
  return {
    getHtml: () => editor.getHTML(),
    isEmpty: () => editor.isEmpty,
    isComposing: () => editor.view.composing,
    setHtml: (html) => editor.commands.setContent(html, { emitUpdate: false }),
  };
}

/**
 * The article body editor (Tiptap on ProseMirror). IME safety comes from not interfering:
 * no key handlers of ours, no controlled `value`, and the content is set once at creation —
 * the parent reads the HTML through the handle instead of holding it in state, so an autosave
 * or a status change re-renders the screen but never this editor (memo + stable callbacks).
 */
function RichEditorInner({ initialHtml, labels, onChange, onReady, pickImage }: Props) {
  const changed = useRef(onChange);
  changed.current = onChange;
  const editor = useEditor({
    extensions: articleExtensions(),
    content: initialHtml,
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'c-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': labels.area,
      },
    },
    onUpdate: ({ editor: current }) => {
      if (!current.view.composing) changed.current();
    },
  });

  useEffect(() => {
    if (!editor) return;
    onReady(handleOf(editor));
    // A composition's last text lands after compositionend: report it then.
    const dom = editor.view.dom;
    const afterComposition = () => setTimeout(() => changed.current(), 0);
    dom.addEventListener('compositionend', afterComposition);
    return () => dom.removeEventListener('compositionend', afterComposition);
  }, [editor, onReady]);

  return (
    <div className="c-editor">
      {editor ? <Toolbar editor={editor} labels={labels} pickImage={pickImage} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

export const RichEditor = memo(RichEditorInner);

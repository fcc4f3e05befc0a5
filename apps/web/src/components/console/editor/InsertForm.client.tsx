'use client';

import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { EditorLabels } from './labels';
import { videoEmbedUrl } from './video-url';

export type InsertKind = 'link' | 'video' | 'ruby';

type Props = { kind: InsertKind; editor: Editor; labels: EditorLabels; onClose: () => void };

function safeLink(value: string): string | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value.trim(), 'https://relative.invalid');
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
    return value.trim();
  } catch {
    return null;
  }
}

/**
 * The small panel under the toolbar for what needs words (a link's URL, a video, a reading):
 * labelled fields instead of window.prompt, so it is keyboard- and screen-reader-friendly and
 * an IME can be used in it. Not a <form>: it sits inside the article's form, and a nested form
 * is invalid HTML whose submit loaded the page again (GET `?`), losing the unsaved article.
 * Enter and 挿入 both insert; Escape and キャンセル close it.
 */
export function InsertForm({ kind, editor, labels: l, onClose }: Props) {
  const id = useId();
  const { from, to } = editor.state.selection;
  const selected = editor.state.doc.textBetween(from, to, ' ');
  const [first, setFirst] = useState(
    kind === 'ruby' ? selected : kind === 'link' ? (editor.getAttributes('link').href ?? '') : '',
  );
  const [second, setSecond] = useState('');
  const [error, setError] = useState('');

  const insert = () => {
    const chain = editor.chain().focus();
    if (kind === 'link') {
      const href = safeLink(first);
      if (!href) return setError(l.linkInvalid);
      chain.extendMarkRange('link').setLink({ href }).run();
    } else if (kind === 'video') {
      if (!videoEmbedUrl(first)) return setError(l.videoInvalid);
      chain.setVideoEmbed({ url: first, title: second.trim() }).run();
    } else {
      if (!first.trim() || !second.trim()) return setError(l.rubyMissing);
      chain.setRuby({ base: first.trim(), reading: second.trim() }).run();
    }
    onClose();
  };
  const close = () => {
    editor.commands.focus();
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The Enter that confirms an IME conversion belongs to the IME, not to this panel.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (event.key === 'Enter') {
      event.preventDefault(); // would submit the article's form
      insert();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const fields: [string, string][] =
    kind === 'link'
      ? [[l.linkUrl, 'url']]
      : kind === 'video'
        ? [
            [l.videoUrl, 'url'],
            [l.videoTitle, 'text'],
          ]
        : [
            [l.rubyBase, 'text'],
            [l.rubyReading, 'text'],
          ];
  return (
    <div className="c-editor__form" role="group" aria-label={l[kind]}>
      {fields.map(([label, type], index) => (
        <label key={label} htmlFor={`${id}-${index}`}>
          {label}
          <input
            id={`${id}-${index}`}
            type={type}
            required={kind !== 'video' || index === 0}
            value={index === 0 ? first : second}
            onChange={(event) => (index === 0 ? setFirst : setSecond)(event.target.value)}
            onKeyDown={onKeyDown}
            // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click to be typed in
            autoFocus={index === (kind === 'ruby' ? 1 : 0)}
          />
        </label>
      ))}
      {error ? <p role="alert">{error}</p> : null}
      <button type="button" className="c-button" onClick={insert}>
        {l.insert}
      </button>
      <button type="button" className="c-button-quiet" onClick={close}>
        {l.cancel}
      </button>
    </div>
  );
}

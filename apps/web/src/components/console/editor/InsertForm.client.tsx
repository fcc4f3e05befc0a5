'use client';

import type { Editor } from '@tiptap/react';
import { type FormEvent, useId, useState } from 'react';
import type { EditorLabels } from './labels';
import { videoEmbedUrl } from './video-url';

export type InsertKind = 'link' | 'video' | 'ruby';

type Props = { kind: InsertKind; editor: Editor; labels: EditorLabels; onClose: () => void };

function safeLink(value: string): string | null {
  try {
    const url = new URL(value.trim(), 'https://relative.invalid');
    if (!['http:', 'https:', 'mailto:'].includes(url.protocol)) return null;
    return value.trim();
  } catch {
    return null;
  }
}

/**
 * The small form under the toolbar for what needs words (a link's URL, a video, a reading):
 * a real form with labelled fields instead of window.prompt, so it is keyboard- and
 * screen-reader-friendly and an IME can be used in it.
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chain = editor.chain().focus();
    if (kind === 'link') {
      const href = safeLink(first);
      if (!href) return setError(l.linkInvalid);
      chain.extendMarkRange('link').setLink({ href }).run();
    } else if (kind === 'video') {
      if (!videoEmbedUrl(first)) return setError(l.videoInvalid);
      chain.setVideoEmbed({ url: first, title: second.trim() }).run();
    } else {
      if (!first.trim() || !second.trim()) return;
      chain.setRuby({ base: first.trim(), reading: second.trim() }).run();
    }
    onClose();
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
    <form className="c-editor__form" onSubmit={submit}>
      {fields.map(([label, type], index) => (
        <label key={label} htmlFor={`${id}-${index}`}>
          {label}
          <input
            id={`${id}-${index}`}
            type={type}
            required={kind !== 'video' || index === 0}
            value={index === 0 ? first : second}
            onChange={(event) => (index === 0 ? setFirst : setSecond)(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click to be typed in
            autoFocus={index === (kind === 'ruby' ? 1 : 0)}
          />
        </label>
      ))}
      {error ? <p role="alert">{error}</p> : null}
      <button type="submit">{l.insert}</button>
      <button type="button" onClick={onClose}>
        {l.cancel}
      </button>
    </form>
  );
}

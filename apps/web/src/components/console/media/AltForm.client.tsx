'use client';

import type { MediaItem } from '@tsuzuri/media';
import { type FormEvent, useRef, useState } from 'react';
import { updateAltAction } from '@/lib/console/media-actions';
import { useUnsavedGuard } from '../use-unsaved-guard';
import type { MediaTexts } from './texts';

type Props = {
  t: MediaTexts;
  lang: 'ja' | 'en';
  item: MediaItem;
  onSaved: () => void;
  onCancel: () => void;
};

/**
 * An image's alternative texts edited in place: a form of its own, so typed text is guarded
 * like every console form's (docs/product.md#leaving-a-console-form) and キャンセル, which
 * removes the form, drops it without asking. Not checked by the browser: an empty Japanese text
 * is refused by the server, in its words, as every console refusal is.
 */
export function AltForm({ t, lang, item, onSaved, onCancel }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [alt, setAlt] = useState({ ja: item.alt.ja ?? '', en: item.alt.en ?? '' });
  const [error, setError] = useState('');
  const { markSaved } = useUnsavedGuard(alt, form, lang);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const sent = alt;
    const result = await updateAltAction(item.id, sent);
    if (!result.ok) return setError(result.message);
    markSaved(sent);
    onSaved();
  };
  return (
    <form ref={form} className="c-media-card__edit" onSubmit={save} noValidate>
      <label>
        {t.altJa}
        <input
          className="c-input"
          required
          value={alt.ja}
          onChange={(e) => setAlt({ ...alt, ja: e.target.value })}
        />
      </label>
      <label>
        {t.altEn}
        <input
          className="c-input"
          value={alt.en}
          onChange={(e) => setAlt({ ...alt, en: e.target.value })}
        />
      </label>
      <button type="submit" className="c-button c-button-small">
        {t.save}
      </button>{' '}
      <button type="button" className="c-button-quiet c-button-small" onClick={onCancel}>
        {t.cancel}
      </button>
      {error ? (
        <p role="alert" className="c-field-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

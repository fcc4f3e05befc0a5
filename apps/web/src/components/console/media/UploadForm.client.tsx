'use client';

import { useRouter } from 'next/navigation';
import { type DragEvent, type FormEvent, useId, useRef, useState } from 'react';
import { mediaError } from '@tsuzuri/media/errors';
import { MEDIA_LIMITS } from '@tsuzuri/media/limits';
import { useUnsavedGuard } from '../use-unsaved-guard';
import type { MediaTexts } from './texts';
import { refusalText } from './refusal-text';

type Props = { t: MediaTexts; lang: 'ja' | 'en' };

/**
 * Upload: drop a file or choose one, write its alternative text (Japanese required: the upload
 * is refused without it), send. The bytes go as the request body (no multipart parsing on the
 * server); name and alt texts in the query.
 */
export function UploadForm({ t, lang }: Props) {
  const id = useId();
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const [altJa, setAltJa] = useState('');
  const [altEn, setAltEn] = useState('');
  // A chosen file and its texts are work too: leaving asks, as on every console form.
  const { markSaved } = useUnsavedGuard({ file: file?.name ?? '', altJa, altEn }, form, lang);
  const [over, setOver] = useState(false);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'ok' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  });
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) setFile(dropped);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !altJa.trim()) return;
    // Said at once, rather than after sending 20 MB and more to be refused.
    if (file.size > MEDIA_LIMITS.maxBytes)
      return setState({ kind: 'error', text: mediaError('too-large')[lang] });
    setState({ kind: 'busy', text: t.uploading });
    const query = new URLSearchParams({ name: file.name, 'alt.ja': altJa.trim() });
    if (altEn.trim()) query.set('alt.en', altEn.trim());
    const response = await fetch(`/admin/api/media?${query}`, { method: 'POST', body: file }).catch(
      () => null,
    );
    if (!response?.ok) {
      const said = response ? await refusalText(response, lang) : null;
      setState({
        kind: 'error',
        text: said ?? t.failed.replace('{status}', String(response?.status ?? '—')),
      });
      return;
    }
    setState({ kind: 'ok', text: response.status === 201 ? t.uploaded : t.already });
    setFile(null);
    if (input.current) input.current.value = '';
    setAltJa('');
    setAltEn('');
    markSaved({ file: '', altJa: '', altEn: '' });
    router.refresh();
  };
  return (
    <form className="c-card c-upload" onSubmit={submit} ref={form}>
      <h2>{t.upload}</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse shortcut; the file input inside is the keyboard path */}
      <div
        className={`c-upload__drop${over ? ' c-upload__drop--over' : ''}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>
          {t.drop}{' '}
          <label htmlFor={`${id}-file`} className="c-upload__choose">
            {t.chooseFile}
          </label>
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          ref={input}
          className="c-upload__input c-sr-only"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        {file ? <p className="c-upload__file">{file.name}</p> : null}
        <p className="c-hint">{t.limits}</p>
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-alt-ja`}>{t.altJa}</label>
        <input
          id={`${id}-alt-ja`}
          name="alt-ja"
          className="c-input"
          required
          value={altJa}
          aria-describedby={`${id}-alt-help`}
          onChange={(e) => setAltJa(e.target.value)}
        />
        <p id={`${id}-alt-help`} className="c-hint">
          {t.altHelp}
        </p>
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-alt-en`}>{t.altEn}</label>
        <input
          id={`${id}-alt-en`}
          name="alt-en"
          className="c-input"
          value={altEn}
          onChange={(e) => setAltEn(e.target.value)}
        />
      </div>
      <button
        type="submit"
        className="c-button"
        disabled={!file || !altJa.trim() || state.kind === 'busy'}
      >
        {t.upload}
      </button>
      {state.text ? (
        <p
          role={state.kind === 'error' ? 'alert' : 'status'}
          className={state.kind === 'error' ? 'c-alert c-alert-error' : 'c-hint'}
        >
          {state.text}
        </p>
      ) : null}
    </form>
  );
}

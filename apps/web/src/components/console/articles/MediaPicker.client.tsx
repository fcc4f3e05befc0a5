'use client';

import { useEffect, useRef, useState } from 'react';
import { listMediaAction, type PickerImage } from '@/lib/console/media-actions';
import type { PickedImage } from '../editor/image-insert';
import type { ArticleTexts } from './texts';

type Props = { t: ArticleTexts; lang: 'ja' | 'en'; onDone: (image: PickedImage | null) => void };

/** The media library as a modal dialog: search, pick one image (its alt text comes with it). */
export function MediaPicker({ t, lang, onDone }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [q, setQ] = useState('');
  const [items, setItems] = useState<PickerImage[] | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      listMediaAction(q).then(
        (list) => live && setItems(list),
        () => live && setItems([]),
      );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [q]);
  const choose = (item: PickerImage | null) => {
    dialog.current?.close();
    onDone(
      item && {
        src: item.src,
        alt: item.alt[lang] ?? item.alt.ja ?? '',
        width: item.width,
        height: item.height,
      },
    );
  };
  return (
    <dialog
      ref={dialog}
      className="c-dialog"
      aria-labelledby="c-media-picker-title"
      onCancel={() => choose(null)}
    >
      <h2 id="c-media-picker-title">{t.mediaTitle}</h2>
      <input
        type="search"
        className="c-input"
        aria-label={t.search}
        placeholder={t.search}
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {items && !items.length ? <p>{t.mediaEmpty}</p> : null}
      <ul className="c-media-grid">
        {(items ?? []).map((item) => (
          <li key={item.id}>
            <button type="button" className="c-media-grid__pick" onClick={() => choose(item)}>
              <img
                src={item.thumb}
                alt={item.alt[lang] ?? item.alt.ja ?? ''}
                width={160}
                height={Math.round((160 * item.height) / item.width)}
                loading="lazy"
              />
              <span>{item.alt[lang] ?? item.alt.ja}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="c-button-quiet" onClick={() => choose(null)}>
        {t.close}
      </button>
    </dialog>
  );
}

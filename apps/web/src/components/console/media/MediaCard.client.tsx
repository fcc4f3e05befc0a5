'use client';

import type { MediaItem } from '@tsuzuri/media';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { deleteMediaAction } from '@/lib/console/media-actions';
import { AltForm } from './AltForm.client';
import type { MediaTexts } from './texts';

type Props = { t: MediaTexts; lang: 'ja' | 'en'; item: MediaItem };

/** One image of the grid: its picture, alt text (editable), size, and delete. */
export function MediaCard({ t, lang, item }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState('');
  const small = item.variants.find((v) => v.format === 'webp') ?? { url: item.src };
  const remove = async () => {
    if (!window.confirm(t.deleteConfirm.replace('{name}', item.fileName))) return;
    const result = await deleteMediaAction(item.id);
    if (!result.ok)
      return setError(
        [
          result.message,
          result.usedBy?.length
            ? t.usedBy.replace(
                '{list}',
                result.usedBy
                  .map((u) => `${t.uses[u.kind]} ${t.settingNames[u.name] ?? u.name}`)
                  .join(lang === 'ja' ? '、' : ', '),
              )
            : '',
        ].join(' '),
      );
    router.refresh();
  };
  return (
    <li className="c-card c-media-card">
      <img
        src={small.url}
        alt={item.alt[lang] ?? item.alt.ja ?? ''}
        width={item.width}
        height={item.height}
        loading="lazy"
      />
      {editing ? (
        <AltForm
          t={t}
          lang={lang}
          item={item}
          onSaved={() => {
            setEditing(false);
            router.refresh();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className="c-media-card__alt">{item.alt[lang] ?? item.alt.ja}</p>
      )}
      <p className="c-hint">
        {item.fileName} · {item.width}×{item.height} · {Math.round(item.bytes / 1024)} KB
      </p>
      {editing ? null : (
        <div>
          <button
            type="button"
            className="c-button-quiet c-button-small"
            onClick={() => setEditing(true)}
          >
            {t.editAlt}
          </button>{' '}
          <button
            type="button"
            className="c-button-quiet c-button-small c-button-danger"
            onClick={() => void remove()}
          >
            {t.delete}
          </button>
        </div>
      )}
      {error ? (
        <p role="alert" className="c-field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}

'use client';

import type { ChangeInfo } from '@tsuzuri/content/editorial';
import type { EditorialState } from '@tsuzuri/db';
import { useId, useState } from 'react';
import { formatTokyo, isoToTokyoInput, tokyoInputToIso } from '@/lib/console/tokyo-time';
import { ChangeNotice } from './ChangeNotice';
import type { SaveStatus } from './form-types';
import { type ArticleTexts, fill } from './texts';

type Props = {
  t: ArticleTexts;
  lang: 'ja' | 'en';
  state: EditorialState;
  publishAt: string | null;
  /** A published article's unpublished change, or null. */
  change: ChangeInfo | null;
  status: SaveStatus;
  /** The public page while the article is live (「サイトで見る」), else null. */
  liveUrl: string | null;
  /** What autosave still waits for, in words (「スラッグを入力すると自動保存されます」), or null. */
  autosaveNeeds: string | null;
  /** No category chosen: published, the article is a standalone page, in no list. */
  standalone: boolean;
  busy: boolean;
  onSave: () => void;
  onPreview: () => void;
  onChange: (to: EditorialState, publishAt?: string) => void;
  onChangeDecision: (decision: 'publish' | 'discard') => void;
};

/** A time a few minutes ahead, as the schedule field's first suggestion. */
const soon = () => isoToTokyoInput(new Date(Date.now() + 10 * 60_000).toISOString());

/**
 * The buttons of the workflow (docs/product.md#editors-console): the ones the state allows, and
 * the save status beside them. Times are entered and shown in Japan time.
 */
export function PublishBar({
  t,
  lang,
  state,
  publishAt,
  change,
  status,
  liveUrl,
  autosaveNeeds,
  standalone,
  busy,
  onSave,
  onPreview,
  onChange,
  onChangeDecision,
}: Props) {
  const id = useId();
  const [when, setWhen] = useState(publishAt ? isoToTokyoInput(publishAt) : soon());
  const [error, setError] = useState('');
  // Going public without a category makes a page no list shows (readers find it only by its
  // URL), and unpublishing takes a live page down: both are asked first, as every other action
  // of the console that a reader would notice.
  const goesPublicAsMeant = () => !standalone || window.confirm(t.standaloneConfirm);
  const schedule = () => {
    const iso = tokyoInputToIso(when);
    if (!iso || new Date(iso).getTime() <= Date.now()) return setError(t.scheduleInvalid);
    setError('');
    if (goesPublicAsMeant()) onChange('scheduled', iso);
  };
  const statusText: Record<SaveStatus, string> = {
    idle: t.notSavedYet,
    dirty: t.unsaved,
    saving: t.saving,
    saved: t.saved,
    error: t.saveFailed,
    conflict: t.conflictTitle,
  };
  const live = state === 'published';
  return (
    <div className="c-publish">
      <p className={`c-badge c-badge--${state}`}>
        {fill(t.stateLabel, { state: t.states[state] })}
      </p>
      {state === 'scheduled' && publishAt ? (
        <p className="c-publish__when">
          {fill(t.scheduledFor, { at: formatTokyo(publishAt, lang) })}
        </p>
      ) : null}
      <p className={`c-save-status c-save-status--${status}`} role="status" data-status={status}>
        {statusText[status]}
      </p>
      {autosaveNeeds && status !== 'conflict' ? <p className="c-hint">{autosaveNeeds}</p> : null}
      {live ? <p className="c-hint">{t.publishedNoAutosave}</p> : null}
      {live || change ? (
        <ChangeNotice
          t={t}
          lang={lang}
          change={change}
          dirty={status === 'dirty'}
          busy={busy}
          onPublish={() => onChangeDecision('publish')}
          onDiscard={() => onChangeDecision('discard')}
        />
      ) : null}
      <div className="c-publish__buttons">
        {liveUrl ? (
          <a className="c-button-quiet" href={liveUrl} target="_blank" rel="noopener">
            {t.viewOnSite}
          </a>
        ) : null}
        <button type="button" className="c-button-quiet" disabled={busy} onClick={onSave}>
          {live || change ? t.update : t.saveDraft}
        </button>
        <button type="button" className="c-button-quiet" disabled={busy} onClick={onPreview}>
          {t.preview}
        </button>
        {live ? null : (
          <button
            type="button"
            className="c-button"
            disabled={busy}
            onClick={() => goesPublicAsMeant() && onChange('published')}
          >
            {t.publish}
          </button>
        )}
        {live ? (
          <button
            type="button"
            className="c-button-quiet c-button-danger"
            disabled={busy}
            onClick={() => window.confirm(t.unpublishConfirm) && onChange('unpublished')}
          >
            {t.unpublish}
          </button>
        ) : null}
        {state === 'scheduled' ? (
          <button
            type="button"
            className="c-button-quiet"
            disabled={busy}
            onClick={() => onChange('draft')}
          >
            {t.backToDraft}
          </button>
        ) : null}
      </div>
      {live ? null : (
        <div className="c-publish__schedule">
          <label htmlFor={`${id}-at`}>{t.scheduleAt}</label>
          <input
            id={`${id}-at`}
            type="datetime-local"
            className="c-input"
            value={when}
            step={1}
            onChange={(e) => setWhen(e.target.value)}
          />
          <button type="button" className="c-button-quiet" disabled={busy} onClick={schedule}>
            {t.schedule}
          </button>
          {error ? (
            <p role="alert" className="c-field-error">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}

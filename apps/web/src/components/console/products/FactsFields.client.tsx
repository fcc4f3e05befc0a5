'use client';

import { useId } from 'react';
import type { FormAnswer } from '../use-form-answer';
import type { ProductDraft } from './form-state';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  answer: FormAnswer;
  draft: ProductDraft;
  /** Editing an existing product: its slug is shown, not editable. */
  existing: boolean;
  onChange: (next: ProductDraft) => void;
};

type TextKey = 'slug' | 'appId' | 'pid' | 'sortOrder' | 'applicationCategory';

/** The facts of a product that do not change with the language: ids, order, OS, downloads. */
export function FactsFields({ t, answer, draft, existing, onChange }: Props) {
  const id = useId();
  const input = (
    key: TextKey,
    label: string,
    extra: { disabled?: boolean; hint?: string } = {},
  ) => (
    <div className="c-field">
      <label htmlFor={answer.field(key).id}>{label}</label>
      <input
        {...answer.field(key)}
        className="c-input"
        value={draft[key]}
        disabled={extra.disabled}
        inputMode={key === 'pid' || key === 'sortOrder' ? 'numeric' : undefined}
        onChange={(e) => onChange({ ...draft, [key]: e.target.value })}
      />
      {answer.error(key)}
      {extra.hint ? <p className="c-hint">{extra.hint}</p> : null}
    </div>
  );
  const platforms = draft.platforms;
  const setPlatform = (i: number, next: ProductDraft['platforms'][number] | null) =>
    onChange({
      ...draft,
      platforms: next
        ? platforms.map((p, j) => (j === i ? next : p))
        : platforms.filter((_, j) => j !== i),
    });
  return (
    <section className="c-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.facts}</h2>
      <div className="c-field-row">
        {input('slug', t.slug, existing ? { disabled: true, hint: t.slugFixed } : {})}
        {input('appId', t.appId)}
        {input('pid', t.pid)}
      </div>
      <div className="c-field-row">
        {input('sortOrder', t.sortOrder)}
        {input('applicationCategory', t.applicationCategory)}
      </div>
      <fieldset className="c-setting__group">
        <legend>{t.platforms}</legend>
        {platforms.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
          <div className="c-field-row" key={i}>
            <label className="c-field">
              <span>{`${t.os} ${i + 1}`}</span>
              <select
                {...answer.field(`platforms.${i}.os`)}
                className="c-input"
                value={p.os}
                onChange={(e) => setPlatform(i, { ...p, os: e.target.value as 'windows' | 'mac' })}
              >
                <option value="windows">Windows</option>
                <option value="mac">Mac</option>
              </select>
            </label>
            <label className="c-field">
              <span>{`${t.version} ${i + 1}`}</span>
              <input
                {...answer.field(`platforms.${i}.version`)}
                className="c-input"
                value={p.version}
                onChange={(e) => setPlatform(i, { ...p, version: e.target.value })}
              />
              {answer.error(`platforms.${i}.version`)}
            </label>
            <button
              type="button"
              className="c-button-quiet c-button-small c-button-danger"
              aria-label={`${t.remove} (${t.os} ${i + 1})`}
              onClick={() => setPlatform(i, null)}
            >
              {t.remove}
            </button>
          </div>
        ))}
        {platforms.length < 4 ? (
          <button
            type="button"
            className="c-button-quiet"
            onClick={() =>
              onChange({ ...draft, platforms: [...platforms, { os: 'mac', version: '' }] })
            }
          >
            + {t.addRow}
          </button>
        ) : null}
      </fieldset>
      <fieldset className="c-setting__group">
        <legend>{t.downloads}</legend>
        <p className="c-hint">{t.downloadsHint}</p>
        {(['windows', 'mac'] as const).map((os) => (
          <div className="c-field" key={os}>
            <label htmlFor={answer.field(`downloadUrls.${os}`).id}>{t.downloadFor[os]}</label>
            <input
              {...answer.field(`downloadUrls.${os}`)}
              className="c-input"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={draft.downloads[os]}
              onChange={(e) =>
                onChange({ ...draft, downloads: { ...draft.downloads, [os]: e.target.value } })
              }
            />
            {answer.error(`downloadUrls.${os}`)}
          </div>
        ))}
      </fieldset>
    </section>
  );
}

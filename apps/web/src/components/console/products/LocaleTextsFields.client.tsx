'use client';

import { useId } from 'react';
import type { FormAnswer } from '../use-form-answer';
import type { LocaleDraft } from './form-state';
import { RowsEditor } from './RowsEditor.client';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  answer: FormAnswer;
  locale: string;
  value: LocaleDraft;
  onChange: (next: LocaleDraft) => void;
};

/** One language's texts of a product: name, pitch, description, the promo box and the lists. */
export function LocaleTextsFields({ t, answer, locale, value, onChange }: Props) {
  const id = useId();
  const lang = t.localeNames[locale] ?? locale;
  const set = <K extends keyof LocaleDraft>(key: K, v: LocaleDraft[K]) =>
    onChange({ ...value, [key]: v });
  const at = `texts.${locale}`;
  const field = (key: 'name' | 'pitch' | 'eyebrow' | 'description', label: string, rows = 0) => {
    const path = key === 'eyebrow' ? `${at}.promo.eyebrow` : `${at}.${key}`;
    return (
      <div className="c-field">
        <label htmlFor={answer.field(path).id}>{`${label} (${lang})`}</label>
        {rows ? (
          <textarea
            {...answer.field(path)}
            className="c-input"
            rows={rows}
            value={value[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        ) : (
          <input
            {...answer.field(path)}
            className="c-input"
            value={value[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        )}
        {answer.error(path)}
      </div>
    );
  };
  return (
    <section className="c-panel" lang={locale} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{`${t.localeTexts} (${lang})`}</h2>
      {field('name', t.name)}
      {field('pitch', t.pitch, 2)}
      {field('description', t.description, 4)}
      <fieldset className="c-setting__group">
        <legend>{`${t.promo} (${lang})`}</legend>
        {field('eyebrow', t.eyebrow)}
        <RowsEditor
          t={t}
          answer={answer}
          pathOf={(i) => `${at}.promo.points.${i}`}
          legend={`${t.points} (${lang})`}
          rows={value.points}
          columns={[{ key: 'text', label: t.point }]}
          blank={{ text: '' }}
          max={3}
          onChange={(rows) => set('points', rows)}
        />
      </fieldset>
      <RowsEditor
        t={t}
        answer={answer}
        pathOf={(i, key) => `${at}.features.${i}.${key}`}
        legend={`${t.features} (${lang})`}
        rows={value.features}
        columns={[
          { key: 'title', label: t.featureTitle },
          { key: 'body', label: t.featureBody, long: true },
        ]}
        blank={{ title: '', body: '' }}
        onChange={(rows) => set('features', rows)}
      />
      <RowsEditor
        t={t}
        answer={answer}
        pathOf={(i, key) => `${at}.requirements.${i}.${key}`}
        legend={`${t.requirements} (${lang})`}
        rows={value.requirements}
        columns={[
          { key: 'label', label: t.requirementLabel },
          { key: 'value', label: t.requirementValue, long: true },
        ]}
        blank={{ label: '', value: '' }}
        onChange={(rows) => set('requirements', rows)}
      />
      <RowsEditor
        t={t}
        answer={answer}
        pathOf={(i, key) => `${at}.faq.${i}.${key}`}
        legend={`${t.faq} (${lang})`}
        rows={value.faq}
        columns={[
          { key: 'question', label: t.question },
          { key: 'answer', label: t.answer, long: true },
        ]}
        blank={{ question: '', answer: '' }}
        onChange={(rows) => set('faq', rows)}
      />
    </section>
  );
}

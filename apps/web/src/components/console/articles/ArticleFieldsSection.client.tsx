'use client';

import { useEffect, useId, useState } from 'react';
import { slugProblemAction } from '@/lib/console/article-actions';
import { SNIPPET_GUIDANCE } from '@/lib/console/search-snippet';
import type { ArticleFields, Option } from './form-types';
import { LengthHint, SearchPreview } from './SearchPreview.client';
import type { ArticleTexts } from './texts';

type Props = {
  fields: ArticleFields;
  set: <K extends keyof ArticleFields>(key: K, value: ArticleFields[K]) => void;
  t: ArticleTexts;
  categories: Option[];
  authors: Option[];
  locales: Option[];
  /** A saved article's locale is fixed: a translation is another article. */
  localeLocked: boolean;
  publicUrl: string;
};

/** The slug's live check: the server's own rule, asked 400 ms after typing stops. */
function useSlugProblem(slug: string): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!slug) return setProblem(null);
    let current = true;
    const timer = setTimeout(() => {
      slugProblemAction(slug)
        .then((answer) => current && setProblem(answer))
        .catch(() => {});
    }, 400);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [slug]);
  return problem;
}

function Select(props: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  empty?: string;
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div className="c-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Title, slug, description with its search-result preview, keywords, category, author, locale. */
export function ArticleFieldsSection({
  fields: f,
  set,
  t,
  categories,
  authors,
  locales,
  localeLocked,
  publicUrl,
}: Props) {
  const id = useId();
  const slugProblem = useSlugProblem(f.slug);
  return (
    <div className="c-article-fields">
      <div className="c-field">
        <label htmlFor={`${id}-title`}>{t.title}</label>
        <input
          id={`${id}-title`}
          name="title"
          className="c-input c-input--title"
          value={f.title}
          maxLength={200}
          required
          aria-describedby={`${id}-title-len`}
          onChange={(e) => set('title', e.target.value)}
        />
        <LengthHint id={`${id}-title-len`} text={f.title} max={SNIPPET_GUIDANCE.title} t={t} />
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-slug`}>{t.slug}</label>
        <input
          id={`${id}-slug`}
          name="slug"
          className="c-input"
          value={f.slug}
          maxLength={120}
          required
          inputMode="url"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={slugProblem ? true : undefined}
          aria-describedby={`${id}-slug-help`}
          onChange={(e) => set('slug', e.target.value.trim())}
        />
        <p
          id={`${id}-slug-help`}
          className={slugProblem ? 'c-field-error' : 'c-hint'}
          role={slugProblem ? 'alert' : undefined}
        >
          {slugProblem ?? t.slugHelp}
        </p>
      </div>
      <div className="c-field">
        <label htmlFor={`${id}-desc`}>{t.description}</label>
        <textarea
          id={`${id}-desc`}
          name="description"
          className="c-input"
          rows={3}
          maxLength={500}
          value={f.description}
          aria-describedby={`${id}-desc-len`}
          onChange={(e) => set('description', e.target.value)}
        />
        <LengthHint
          id={`${id}-desc-len`}
          text={f.description}
          max={SNIPPET_GUIDANCE.description}
          t={t}
        />
      </div>
      <SearchPreview url={publicUrl} title={f.title} description={f.description} t={t} />
      <div className="c-field">
        <label htmlFor={`${id}-kw`}>{t.keywords}</label>
        <input
          id={`${id}-kw`}
          name="keywords"
          className="c-input"
          value={f.keywords}
          onChange={(e) => set('keywords', e.target.value)}
        />
      </div>
      <div className="c-field-row">
        <Select
          id={`${id}-cat`}
          label={t.category}
          value={f.category ?? ''}
          options={categories}
          empty={t.standalone}
          onChange={(v) => set('category', v || null)}
        />
        <Select
          id={`${id}-author`}
          label={t.author}
          value={f.author ?? ''}
          options={authors}
          empty={t.none}
          onChange={(v) => set('author', v || null)}
        />
        <Select
          id={`${id}-locale`}
          label={t.locale}
          value={f.locale}
          options={locales}
          disabled={localeLocked}
          onChange={(v) => set('locale', v)}
        />
      </div>
    </div>
  );
}

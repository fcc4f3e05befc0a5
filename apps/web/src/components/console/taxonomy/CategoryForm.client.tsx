'use client';

import type { CategoryNode } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';
import { saveCategoryAction } from '@/lib/console/taxonomy-actions';
import type { TaxonomyTexts } from './texts';
import { FormFooter } from '../FormFooter';
import { useFormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';

type Props = {
  t: TaxonomyTexts;
  lang: 'ja' | 'en';
  locales: string[];
  parents: { cid: number; label: string }[];
  category?: CategoryNode;
  onDone?: () => void;
};

/** Add or edit one category: uid, parent, a name (and description) per locale. */
export function CategoryForm({ t, lang, locales, parents, category, onDone }: Props) {
  const router = useRouter();
  const [uid, setUid] = useState(category?.uid ?? '');
  const [parent, setParent] = useState(category?.pid ?? 0);
  const [names, setNames] = useState(() =>
    Object.fromEntries(
      locales.map((l) => [
        l,
        {
          name: category?.names[l]?.name ?? '',
          description: category?.names[l]?.description ?? '',
        },
      ]),
    ),
  );
  const answer = useFormAnswer();
  const { markSaved } = useUnsavedGuard({ uid, parent, names }, answer.formRef, lang);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { uid, parent, names };
    const filled = Object.fromEntries(
      Object.entries(names)
        .filter(([, n]) => n.name.trim())
        .map(([l, n]) => [l, { name: n.name, description: n.description.trim() || null }]),
    );
    start(async () => {
      const result = await saveCategoryAction(category?.cid ?? null, {
        uid,
        parent,
        names: filled,
      });
      answer.show(result, t.saved);
      if (!result.ok) return;
      // The add form empties its uid for the next category; what it still shows is not unsaved.
      markSaved(category ? sent : { ...sent, uid: '' });
      if (!category) setUid('');
      router.refresh();
      onDone?.();
    });
  };
  return (
    <form className="c-card c-taxonomy-form" onSubmit={submit} ref={answer.formRef}>
      <div className="c-field-row">
        <div className="c-field">
          <label htmlFor={answer.field('uid').id}>{t.uid}</label>
          <input
            {...answer.field('uid')}
            className="c-input"
            required
            value={uid}
            onChange={(e) => setUid(e.target.value.trim())}
          />
          {answer.error('uid')}
        </div>
        <div className="c-field">
          <label htmlFor={answer.field('parent').id}>{t.parent}</label>
          <select
            {...answer.field('parent')}
            value={parent}
            onChange={(e) => setParent(Number(e.target.value))}
          >
            <option value={0}>{t.topLevel}</option>
            {parents
              .filter((p) => p.cid !== category?.cid)
              .map((p) => (
                <option key={p.cid} value={p.cid}>
                  {p.label}
                </option>
              ))}
          </select>
          {answer.error('parent')}
        </div>
      </div>
      {locales.map((l) => (
        <div className="c-field-row" key={l}>
          <div className="c-field">
            <label
              htmlFor={answer.field(`names.${l}.name`).id}
            >{`${t.name} (${t.localeNames[l] ?? l})`}</label>
            <input
              {...answer.field(`names.${l}.name`)}
              className="c-input"
              required={l === locales[0]}
              value={names[l].name}
              onChange={(e) => setNames({ ...names, [l]: { ...names[l], name: e.target.value } })}
            />
            {answer.error(`names.${l}.name`)}
          </div>
          <div className="c-field">
            <label
              htmlFor={answer.field(`names.${l}.description`).id}
            >{`${t.description} (${t.localeNames[l] ?? l})`}</label>
            <input
              {...answer.field(`names.${l}.description`)}
              className="c-input"
              value={names[l].description}
              onChange={(e) =>
                setNames({ ...names, [l]: { ...names[l], description: e.target.value } })
              }
            />
            {answer.error(`names.${l}.description`)}
          </div>
        </div>
      ))}
      <FormFooter
        submitLabel={category ? t.save : t.add}
        cancelLabel={t.cancel}
        pending={pending}
        onCancel={onDone}
        message={answer.message}
      />
    </form>
  );
}

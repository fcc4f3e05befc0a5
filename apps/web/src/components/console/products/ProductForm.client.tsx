'use client';

import type { ProductInput } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';
import { saveProductAction } from '@/lib/console/product-actions';
import { useFormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';
import { FactsFields } from './FactsFields.client';
import { draftOf, draftPath, inputOf } from './form-state';
import { LocaleTextsFields } from './LocaleTextsFields.client';
import { PlansFields } from './PlansFields.client';
import { ScreenshotsFields } from './ScreenshotsFields.client';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  lang: 'ja' | 'en';
  /** The default locale first. */
  locales: string[];
  /** Absent: a new product. */
  product?: { input: ProductInput; version: string };
};

/**
 * The whole product on one page: facts, plans, screenshots, then each language's texts. One save
 * sends everything; the server's answer (saved, or each refused field marked with its reason)
 * shows beside the save button, which stays on screen at the bottom while the editor scrolls.
 */
export function ProductForm({ t, lang, locales, product }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState(() => draftOf(product?.input, locales));
  const [version, setVersion] = useState(product?.version ?? null);
  const answer = useFormAnswer();
  const { markSaved } = useUnsavedGuard(draft, answer.formRef, lang);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    const sent = draft;
    start(async () => {
      const edit = product && version ? { slug: product.input.slug, baseVersion: version } : null;
      const result = await saveProductAction(edit, inputOf(sent, locales));
      answer.show(result, t.saved, (path) => draftPath(path, sent));
      if (!result.ok) return;
      markSaved(sent);
      if (!product) return router.push(`/admin/products/${result.value.slug}`);
      setVersion(result.value.version);
      router.refresh();
    });
  };
  const message = answer.message ? (
    <p
      role={answer.message.ok ? 'status' : 'alert'}
      className={answer.message.ok ? 'c-alert c-alert-ok' : 'c-alert c-alert-error'}
    >
      {answer.message.text}
    </p>
  ) : null;
  const saveButton = (
    <button type="submit" className="c-button" disabled={pending}>
      {pending ? t.saving : product ? t.save : t.create}
    </button>
  );
  return (
    // noValidate: the server judges every field and says why in both languages; the browser's
    // own bubbles would show only one message, in its own language.
    <form className="c-product-form" onSubmit={submit} noValidate ref={answer.formRef}>
      <FactsFields
        t={t}
        answer={answer}
        draft={draft}
        existing={Boolean(product)}
        onChange={setDraft}
      />
      <PlansFields t={t} answer={answer} draft={draft} locales={locales} onChange={setDraft} />
      <ScreenshotsFields
        t={t}
        lang={lang}
        answer={answer}
        draft={draft}
        locales={locales}
        onChange={setDraft}
      />
      <p className="c-hint">{t.localeHint}</p>
      {locales.map((l) => (
        <LocaleTextsFields
          key={l}
          t={t}
          answer={answer}
          locale={l}
          value={draft.texts[l]}
          onChange={(next) => setDraft({ ...draft, texts: { ...draft.texts, [l]: next } })}
        />
      ))}
      <div className="c-product-form__save">
        {saveButton}
        {message}
      </div>
    </form>
  );
}

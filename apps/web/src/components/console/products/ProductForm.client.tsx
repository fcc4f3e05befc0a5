'use client';

import type { ProductInput } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';
import { saveProductAction } from '@/lib/console/product-actions';
import { FactsFields } from './FactsFields.client';
import { draftOf, inputOf } from './form-state';
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
 * sends everything; the server's answer (saved, or why not, Japanese first) shows beside the
 * save button, which stays on screen at the bottom while the editor scrolls.
 */
export function ProductForm({ t, lang, locales, product }: Props) {
  const router = useRouter();
  const [draft, setDraft] = useState(() => draftOf(product?.input, locales));
  const [version, setVersion] = useState(product?.version ?? null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    start(async () => {
      const edit = product && version ? { slug: product.input.slug, baseVersion: version } : null;
      const result = await saveProductAction(edit, inputOf(draft, locales));
      if (!result.ok) return setMessage({ ok: false, text: result.message });
      setMessage({ ok: true, text: t.saved });
      if (!product) return router.push(`/admin/products/${result.value.slug}`);
      setVersion(result.value.version);
      router.refresh();
    });
  };
  const answer = message ? (
    <p
      role={message.ok ? 'status' : 'alert'}
      className={message.ok ? 'c-alert c-alert-ok' : 'c-alert c-alert-error'}
    >
      {message.text}
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
    <form className="c-product-form" onSubmit={submit} noValidate>
      <FactsFields t={t} draft={draft} existing={Boolean(product)} onChange={setDraft} />
      <PlansFields t={t} draft={draft} locales={locales} onChange={setDraft} />
      <ScreenshotsFields t={t} lang={lang} draft={draft} locales={locales} onChange={setDraft} />
      <p className="c-hint">{t.localeHint}</p>
      {locales.map((l) => (
        <LocaleTextsFields
          key={l}
          t={t}
          locale={l}
          value={draft.texts[l]}
          onChange={(next) => setDraft({ ...draft, texts: { ...draft.texts, [l]: next } })}
        />
      ))}
      <div className="c-product-form__save">
        {saveButton}
        {answer}
      </div>
    </form>
  );
}

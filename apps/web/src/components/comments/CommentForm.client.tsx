'use client';

import { usePostbackActionState } from '@/components/forms/use-postback-action-state';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  COMMENT_LIMITS,
  type CommentErrorKey,
  type CommentErrors,
  commentErrors,
  commentInputFromForm,
} from '@/lib/forms/comment-fields';
import { Honeypot } from '@/components/forms/Honeypot';
import { useLazyCheck } from '@/components/forms/use-lazy-check';
import { useOnReach } from '@/components/forms/use-on-reach';
import { CaptchaWidget } from './CaptchaWidget.client';
import { type CommentFormState, commentAction } from './comment-action';
import { CommentField } from './CommentField.client';
import { loadRememberedAuthor, rememberAuthor } from './remember-author';

export type CommentFormLabels = {
  heading: string;
  note: string;
  name: string;
  email: string;
  emailNote: string;
  body: string;
  required: string;
  remember: string;
  submit: string;
  sending: string;
  honeypot: string;
  thanks: string;
  errors: Record<CommentErrorKey, string>;
};

type Props = { slug: string; locale: string; labels: CommentFormLabels; captchaSiteKey: string };
const INITIAL: CommentFormState = {
  status: 'idle',
  errors: {},
  values: { name: '', email: '', body: '' },
};

/**
 * The comment form. A server action does the work, so it posts and answers without JavaScript
 * too; with JavaScript the shared schema checks fields before sending (loaded when the reader
 * reaches the form), and "remember me" fills in the name and email from this browser.
 */
export function CommentForm({ slug, locale, labels, captchaSiteKey }: Props) {
  const [state, formAction, pending] = usePostbackActionState(commentAction, INITIAL);
  // Errors found in the browser (or cleared by typing) apply until the server answers again;
  // the server's own answer is rendered directly, so it shows without JavaScript too.
  const [local, setLocal] = useState<{ answer: CommentFormState; errors: CommentErrors } | null>(
    null,
  );
  const errors = local && local.answer === state ? local.errors : state.errors;
  const setErrors = (next: CommentErrors) => setLocal({ answer: state, errors: next });
  const [remember, setRemember] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const submitted = useRef<{ name: string; email: string; remember: boolean } | null>(null);
  const schema = useLazyCheck(form, () =>
    import('@/lib/forms/comment-schema').then((m) => m.CommentInputSchema),
  );

  useEffect(() => setHydrated(true), []);
  // Filled in when the reader reaches the form, not at hydration: the page's first touch of
  // localStorage costs 13–50 ms (docs/benchmarks.md, "The tracker's start in steps"), and
  // hydration comes with the reader's first scroll or tap.
  useOnReach(form, () => {
    const saved = loadRememberedAuthor();
    const fields = form.current?.elements;
    if (!saved || !fields) return;
    setRemember(true);
    for (const key of ['name', 'email'] as const) {
      const input = fields.namedItem(key) as HTMLInputElement | null;
      if (input && !input.value) input.value = saved[key];
    }
  });

  // After a successful answer, keep or forget the author as the box said.
  useEffect(() => {
    const sent = submitted.current;
    if (state.status === 'ok' && sent)
      rememberAuthor(sent.remember ? { name: sent.name.trim(), email: sent.email.trim() } : null);
  }, [state]);

  const checkBeforeSending = (e: FormEvent<HTMLFormElement>) =>
    schema.onSubmit(e, (CommentInputSchema) => checkWith(CommentInputSchema, e));

  function checkWith(
    CommentInputSchema: Awaited<typeof import('@/lib/forms/comment-schema')>['CommentInputSchema'],
    e: FormEvent<HTMLFormElement>,
  ) {
    const data = new FormData(e.currentTarget);
    const parsed = CommentInputSchema.safeParse(commentInputFromForm(data));
    const found = parsed.success ? {} : commentErrors(parsed.error);
    const firstInvalid = (['name', 'email', 'body'] as const).find((f) => found[f]);
    if (firstInvalid) {
      e.preventDefault();
      setErrors(found);
      (e.currentTarget.elements.namedItem(firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    const isOn = data.get('remember') === 'on';
    setRemember(isOn);
    submitted.current = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      remember: isOn,
    };
  }

  const clear = (field: keyof CommentErrors) =>
    errors[field] && setErrors({ ...errors, [field]: undefined });
  const errorText = (key?: CommentErrorKey) => (key ? labels.errors[key] : undefined);
  const field = { labels, clear, values: state.values };
  const thanked = state.status === 'ok' && !pending && !Object.values(errors).some(Boolean);

  return (
    <form
      ref={form}
      action={formAction}
      onSubmit={checkBeforeSending}
      noValidate
      className="mt-8 flex flex-col gap-4"
      data-testid="comment-form"
    >
      <h3 className="text-lg font-bold">{labels.heading}</h3>
      <p className="text-sm text-muted">{labels.note}</p>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="locale" value={locale} />
      <div className="grid gap-4 md:grid-cols-2">
        <CommentField
          {...field}
          name="name"
          label={labels.name}
          error={errorText(errors.name)}
          maxLength={COMMENT_LIMITS.name}
          autoComplete="name"
        />
        <CommentField
          {...field}
          name="email"
          type="email"
          label={labels.email}
          hint={labels.emailNote}
          error={errorText(errors.email)}
          maxLength={COMMENT_LIMITS.email}
          autoComplete="email"
        />
      </div>
      <CommentField
        {...field}
        name="body"
        multiline
        label={labels.body}
        error={errorText(errors.body)}
        maxLength={COMMENT_LIMITS.body}
      />
      <Honeypot id="comment-website" label={labels.honeypot} />
      {/* Remembering needs the browser's storage, so the box appears once the page can use it. */}
      <label className={`flex items-center gap-2 text-sm ${hydrated ? '' : 'invisible'}`}>
        <input
          type="checkbox"
          name="remember"
          defaultChecked={remember}
          key={String(remember)}
          className="h-4 w-4"
        />
        {labels.remember}
      </label>
      <CaptchaWidget
        siteKey={captchaSiteKey}
        resetSignal={state.status === 'idle' ? null : state}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" disabled={pending} className="btn-brand disabled:opacity-60">
          {pending ? labels.sending : labels.submit}
        </button>
        <p role="status" aria-live="polite" className="text-sm" data-testid="comment-status">
          {thanked && <span className="font-bold text-emerald-700">{labels.thanks}</span>}
          {errors.form && !pending && (
            <span className="font-bold text-red-700">{labels.errors[errors.form]}</span>
          )}
        </p>
      </div>
    </form>
  );
}

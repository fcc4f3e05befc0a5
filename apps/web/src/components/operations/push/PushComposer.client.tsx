'use client';

import { useRouter } from 'next/navigation';
import { type ReactElement, useState } from 'react';
import type { PushOutcome } from '@/app/admin/(console)/push/actions';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { useFormAnswer } from '@/components/console/use-form-answer';
import { useUnsavedGuard } from '@/components/console/use-unsaved-guard';
import type { ActionResult } from '@/lib/console/action-result';
import { tokyoInputToIso } from '@/lib/console/tokyo-time';
import { backTo } from '@/lib/operations/back-to';
import { PushPreview } from './PushPreview';

export type ComposerLabels = {
  compose: string;
  titleField: string;
  body: string;
  url: string;
  audience: string;
  everyone: string;
  sendAt: string;
  send: string;
  sending: string;
  confirmAll: string;
  confirmAudience: string;
  preview: string;
  previewNote: string;
  locales: { value: string; label: string }[];
  siteName: string;
  /** Subscribed browsers a send reaches, by audience ('' = every subscriber). */
  reach: Record<string, number>;
};

/**
 * What sending now will do, asked before the form goes; null for a time still to come, and for
 * an audience nobody is subscribed in (the server refuses that in words: nothing to take back).
 */
function sendQuestion(labels: ComposerLabels, audience: string, sendAt: string): string | null {
  const at = tokyoInputToIso(sendAt);
  if (at && Date.parse(at) > Date.now()) return null;
  const reach = labels.reach[audience] ?? 0;
  if (reach === 0) return null;
  const n = String(reach);
  const group = labels.locales.find((l) => l.value === audience)?.label;
  return group
    ? labels.confirmAudience.replace('{audience}', group).replace('{n}', n)
    : labels.confirmAll.replace('{n}', n);
}

type Draft = { title: string; body: string; url: string; audience: string; sendAt: string };
const EMPTY: Draft = { title: '', body: '', url: '/', audience: '', sendAt: '' };

/**
 * The compose form with a live preview of the notification beside it. The server action checks
 * everything (the preview is a convenience, not a check); refused, the form keeps what was typed
 * and says under each field what is wrong (useFormAnswer, as every console form). Accepted, the
 * form empties and the page says what was sent.
 */
export function PushComposer({
  action,
  labels,
  lang,
}: {
  action: (form: FormData) => Promise<ActionResult<PushOutcome>>;
  labels: ComposerLabels;
  lang: 'ja' | 'en';
}) {
  const router = useRouter();
  const answer = useFormAnswer();
  const [draft, setDraft] = useState(EMPTY);
  const { markSaved } = useUnsavedGuard(draft, answer.formRef, lang);
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value });
  // An async form action: the form stays pending until the answer is in, so its button is
  // disabled meanwhile (ConfirmButton) and a double click does not compose the push twice.
  const send = async (form: FormData) => {
    answer.clear();
    const result = await action(form);
    if (!result.ok) return answer.show(result, '');
    setDraft(EMPTY);
    markSaved(EMPTY);
    router.push(backTo('/admin/push', result.value));
  };
  const field = (key: keyof Draft, label: string, input: ReactElement) => (
    <div className="c-field">
      <label htmlFor={answer.field(key).id}>{label}</label>
      {input}
      {answer.error(key)}
    </div>
  );
  const props = (key: keyof Draft) => ({
    ...answer.field(key),
    name: key,
    value: draft[key],
    onChange: set(key),
  });
  return (
    <div className="o-compose">
      <form action={send} className="c-card" ref={answer.formRef}>
        <h2 className="o-h2">{labels.compose}</h2>
        {field('title', labels.titleField, <input {...props('title')} maxLength={120} required />)}
        {field('body', labels.body, <textarea {...props('body')} maxLength={400} rows={3} />)}
        {field('url', labels.url, <input {...props('url')} maxLength={2000} />)}
        {field(
          'audience',
          labels.audience,
          <select {...props('audience')}>
            <option value="">{labels.everyone}</option>
            {labels.locales.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>,
        )}
        {field('sendAt', labels.sendAt, <input {...props('sendAt')} type="datetime-local" />)}
        <ConfirmButton
          className="c-button"
          question={sendQuestion(labels, draft.audience, draft.sendAt)}
          pendingLabel={labels.sending}
        >
          {labels.send}
        </ConfirmButton>
        {answer.message ? (
          <p role="alert" className="c-alert c-alert-error">
            {answer.message.text}
          </p>
        ) : null}
      </form>
      <PushPreview
        label={labels.preview}
        note={labels.previewNote}
        siteName={labels.siteName}
        title={draft.title}
        body={draft.body}
        url={draft.url}
      />
    </div>
  );
}

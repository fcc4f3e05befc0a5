'use client';

import type { Redirect } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';
import {
  addRedirectAction,
  deleteRedirectAction,
  updateRedirectAction,
} from '@/lib/console/redirect-actions';
import type { FieldIssue } from '@/lib/console/action-result';
import { formatTokyo } from '@/lib/console/tokyo-time';
import { useFormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';
import type { RedirectTexts } from './texts';

type Props = { t: RedirectTexts; lang: 'ja' | 'en'; redirects: Redirect[] };
type Result = { ok: true } | { ok: false; message: string; issues?: FieldIssue[] };

/** The from/to pair as a form: used to add one and to edit one in place. */
function PairForm(props: {
  t: RedirectTexts;
  lang: 'ja' | 'en';
  initial?: Redirect;
  label: string;
  onSubmit: (from: string, to: string) => Promise<Result>;
  onCancel?: () => void;
}) {
  const [from, setFrom] = useState(props.initial?.from ?? '');
  const [to, setTo] = useState(props.initial?.to ?? '');
  const answer = useFormAnswer();
  const { markSaved } = useUnsavedGuard({ from, to }, answer.formRef, props.lang);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    const sent = { from, to };
    start(async () => {
      const result = await props.onSubmit(sent.from, sent.to);
      // A success is said by the screen above the table (the form may be gone by then).
      if (!result.ok) return answer.show(result, '');
      // The add form empties itself for the next redirect: empty is what it has saved.
      markSaved(props.initial ? sent : { from: '', to: '' });
      if (!props.initial) {
        setFrom('');
        setTo('');
      }
    });
  };
  const pathField = (name: 'from' | 'to', value: string, set: (v: string) => void) => (
    <div className="c-field">
      <label htmlFor={answer.field(name).id}>{props.t[name]}</label>
      <input
        {...answer.field(name)}
        className="c-input"
        value={value}
        required
        placeholder={name === 'from' ? '/old-page' : '/new-page'}
        onChange={(e) => set(e.target.value)}
      />
      {answer.error(name)}
    </div>
  );
  return (
    <form className="c-filters c-redirect-form" onSubmit={submit} ref={answer.formRef}>
      {pathField('from', from, setFrom)}
      {pathField('to', to, setTo)}
      <div className="c-filters__buttons">
        <button type="submit" className="c-button" disabled={pending}>
          {props.label}
        </button>
        {props.onCancel ? (
          <button type="button" className="c-button-quiet" onClick={props.onCancel}>
            {props.t.cancel}
          </button>
        ) : null}
      </div>
      {answer.message && !answer.message.ok ? (
        <p role="alert" className="c-alert c-alert-error c-redirect-form__error">
          {answer.message.text}
        </p>
      ) : null}
    </form>
  );
}

/** リダイレクト: the table, an add form above it, edit in place, delete with a confirmation. */
export function RedirectsEditor({ t, lang, redirects }: Props) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  // The last answer: done (green) or refused (red); a new answer always replaces it, so an old
  // 「保存しました。」 never stays beside a new refusal.
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const done = (result: Result, text: string): Result => {
    setNotice(result.ok ? { ok: true, text } : null); // a form shows its own refusal
    if (!result.ok) return result;
    setEditing(null);
    router.refresh();
    return { ok: true };
  };
  const remove = async (from: string) => {
    if (!window.confirm(t.deleteConfirm.replace('{from}', from))) return;
    const result = await deleteRedirectAction(from);
    if (result.ok) done(result, t.deleted);
    else setNotice({ ok: false, text: result.message });
  };
  return (
    <>
      <PairForm
        t={t}
        lang={lang}
        label={t.add}
        onSubmit={async (from, to) => done(await addRedirectAction({ from, to }), t.added)}
      />
      {notice?.ok ? (
        <p className="c-alert c-alert-ok" role="status">
          {notice.text}
        </p>
      ) : notice ? (
        <p className="c-alert c-alert-error" role="alert">
          {notice.text}
        </p>
      ) : null}
      {redirects.length ? (
        <table className="c-table c-table--cards">
          <thead>
            <tr>
              <th scope="col">{t.from}</th>
              <th scope="col">{t.to}</th>
              <th scope="col">{t.source}</th>
              <th scope="col">{t.updated}</th>
              <th scope="col">
                <span className="c-sr-only">{t.edit}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((r) =>
              editing === r.from ? (
                <tr key={r.from}>
                  <td colSpan={5}>
                    <PairForm
                      t={t}
                      lang={lang}
                      initial={r}
                      label={t.save}
                      onCancel={() => setEditing(null)}
                      onSubmit={async (from, to) =>
                        done(await updateRedirectAction(r.from, { from, to }), t.added)
                      }
                    />
                  </td>
                </tr>
              ) : (
                <tr key={r.from}>
                  <td data-label={t.from}>
                    <code>{r.from}</code>
                  </td>
                  <td data-label={t.to}>
                    <code>{r.to}</code>
                  </td>
                  <td data-label={t.source}>{t.sources[r.source]}</td>
                  <td data-label={t.updated}>{formatTokyo(r.updatedAt, lang)}</td>
                  <td>
                    <button
                      type="button"
                      className="c-button-quiet c-button-small"
                      onClick={() => setEditing(r.from)}
                    >
                      {t.edit}
                    </button>{' '}
                    <button
                      type="button"
                      className="c-button-quiet c-button-small c-button-danger"
                      onClick={() => void remove(r.from)}
                    >
                      {t.delete}
                    </button>
                  </td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      ) : (
        <p className="c-empty">{t.empty}</p>
      )}
    </>
  );
}

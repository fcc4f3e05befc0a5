import type { InboxMessage } from '@tsuzuri/readers/console';
import { saveNote, setHandled } from '@/app/admin/(console)/messages/actions';
import { GuardedForm } from '@/components/console/GuardedForm.client';
import { fill } from '@/lib/operations/back-to';
import { replyLink } from '@/lib/operations/reply-link';
import type { MessagesTexts } from './texts';

/** Each message with its mail state, a reply link, a handled switch and the staff's note. */
export function MessageList({
  messages,
  state,
  t,
  lang,
}: {
  messages: InboxMessage[];
  state: string;
  t: MessagesTexts;
  lang: 'ja' | 'en';
}) {
  if (!messages.length) return <p className="c-card o-muted">{t.empty}</p>;
  return (
    <ul className="o-list">
      {messages.map((m) => (
        <li key={m.id} className="c-card o-message" data-message-id={m.id}>
          <p className="o-meta">
            <span className="c-badge">{t.reasons[m.reason] ?? m.reason}</span>{' '}
            <strong>{m.subject}</strong>
          </p>
          <p className="o-meta o-muted">
            {t.from}: {m.name} &lt;{m.email}&gt; · {t.received}: {m.createdAt} · #{m.id}
          </p>
          <p className="o-meta">
            {t.mail}:{' '}
            <span
              className={`c-badge${m.mailStatus === 'failed' ? ' c-badge-off' : ''}`}
              data-mail={m.mailStatus}
            >
              {t.mailStates[m.mailStatus] ?? m.mailStatus}
            </span>
            {m.mailError ? <span className="o-muted"> {m.mailError}</span> : null}
          </p>
          <p className="o-body">{m.body}</p>
          <div className="o-row">
            <a
              className="c-button-quiet"
              href={replyLink(m.email, m.subject)}
              title={fill(t.replyTitle, m.name)}
              data-reply={m.id}
            >
              {t.reply}
            </a>
            <form action={setHandled} className="c-inline-form">
              <input type="hidden" name="id" value={m.id} />
              <input type="hidden" name="state" value={state} />
              <input type="hidden" name="handled" value={m.handledAt ? '0' : '1'} />
              <button className={m.handledAt ? 'c-button-quiet' : 'c-button'} type="submit">
                {m.handledAt ? t.markNew : t.markHandled}
              </button>
            </form>
            {m.handledAt ? (
              <span className="o-muted o-small">
                {fill(t.handledBy, m.handledBy ?? '')} · {m.handledAt}
              </span>
            ) : null}
          </div>
          <GuardedForm action={saveNote} className="o-note" lang={lang}>
            <input type="hidden" name="id" value={m.id} />
            <input type="hidden" name="state" value={state} />
            <div className="c-field">
              <label htmlFor={`note-${m.id}`}>{t.note}</label>
              <textarea
                id={`note-${m.id}`}
                name="note"
                rows={2}
                maxLength={2000}
                defaultValue={m.note ?? ''}
              />
            </div>
            <button className="c-button-quiet" type="submit">
              {t.saveNote}
            </button>
          </GuardedForm>
        </li>
      ))}
    </ul>
  );
}

'use client';

import { useState } from 'react';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { tokyoInputToIso } from '@/lib/console/tokyo-time';

export type ComposerLabels = {
  compose: string;
  titleField: string;
  body: string;
  url: string;
  audience: string;
  everyone: string;
  sendAt: string;
  send: string;
  confirmAll: string;
  confirmAudience: string;
  preview: string;
  previewNote: string;
  locales: { value: string; label: string }[];
  siteName: string;
  /** Subscribed browsers a send reaches, by audience ('' = every subscriber). */
  reach: Record<string, number>;
};

/** What sending now will do, asked before the form goes; null for a time still to come. */
function sendQuestion(labels: ComposerLabels, audience: string, sendAt: string): string | null {
  const at = tokyoInputToIso(sendAt);
  if (at && Date.parse(at) > Date.now()) return null;
  const n = String(labels.reach[audience] ?? 0);
  const group = labels.locales.find((l) => l.value === audience)?.label;
  return group
    ? labels.confirmAudience.replace('{audience}', group).replace('{n}', n)
    : labels.confirmAll.replace('{n}', n);
}

/**
 * The compose form with a live preview of the notification beside it. The form posts to the
 * server action (which validates again: the preview is a convenience, not a check).
 */
export function PushComposer({
  action,
  labels,
}: {
  action: (form: FormData) => Promise<void>;
  labels: ComposerLabels;
}) {
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [url, setUrl] = useState('/');
  const [audience, setAudience] = useState('');
  const [sendAt, setSendAt] = useState('');
  return (
    <div className="o-compose">
      <form action={action} className="c-card">
        <h2 className="o-h2">{labels.compose}</h2>
        <div className="c-field">
          <label htmlFor="push-title">{labels.titleField}</label>
          <input
            id="push-title"
            name="title"
            maxLength={120}
            required
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="c-field">
          <label htmlFor="push-body">{labels.body}</label>
          <textarea
            id="push-body"
            name="body"
            maxLength={400}
            rows={3}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        <div className="c-field">
          <label htmlFor="push-url">{labels.url}</label>
          <input
            id="push-url"
            name="url"
            maxLength={2000}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
          />
        </div>
        <div className="c-field">
          <label htmlFor="push-audience">{labels.audience}</label>
          <select
            id="push-audience"
            name="audience"
            value={audience}
            onChange={(e) => setAudience(e.target.value)}
          >
            <option value="">{labels.everyone}</option>
            {labels.locales.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="push-at">{labels.sendAt}</label>
          <input
            id="push-at"
            name="sendAt"
            type="datetime-local"
            value={sendAt}
            onChange={(e) => setSendAt(e.target.value)}
          />
        </div>
        <ConfirmButton className="c-button" question={sendQuestion(labels, audience, sendAt)}>
          {labels.send}
        </ConfirmButton>
      </form>
      <section className="o-preview" aria-label={labels.preview}>
        <h2 className="o-h2">{labels.preview}</h2>
        <div className="o-notification" data-testid="push-preview">
          <img src="/icons/icon-192.png" alt="" width={40} height={40} />
          <div>
            <p className="o-notification-site">{labels.siteName}</p>
            <p className="o-notification-title">{title || '…'}</p>
            <p className="o-notification-body">{body}</p>
            <p className="o-notification-url">{url}</p>
          </div>
        </div>
        <p className="o-muted o-small">{labels.previewNote}</p>
      </section>
    </div>
  );
}

'use client';

import { usePostbackActionState } from './use-postback-action-state';
import { useState } from 'react';
import { isValidEmail } from '@/lib/email';
import { Honeypot } from './Honeypot';
import { type SubscribeState, subscribeAction } from './subscribe-action';

type Labels = {
  title: string;
  label: string;
  button: string;
  invalid: string;
  thanks: string;
  failed: string;
  pending: string;
  rateLimited: string;
  honeypot: string;
};

/**
 * The footer subscription field. The browser checks the address first for instant feedback;
 * the server action checks it again, limits it per address and stores it (the form also works
 * without JavaScript). With mail configured the answer is "check your mail" (double opt-in).
 */
export function SubscribeForm({ labels, locale }: { labels: Labels; locale: string }) {
  const [state, formAction, pending] = usePostbackActionState<SubscribeState, FormData>(
    subscribeAction,
    {
      status: 'idle',
    },
  );
  const [clientInvalid, setClientInvalid] = useState(false);
  const status = clientInvalid ? 'invalid' : state.status;

  return (
    <form
      action={formAction}
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(e) => {
        const ok = isValidEmail(String(new FormData(e.currentTarget).get('email') ?? ''));
        setClientInvalid(!ok);
        if (!ok) e.preventDefault();
      }}
    >
      <p className="font-bold text-white">{labels.title}</p>
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="subscribe-email" className="sr-only">
        {labels.label}
      </label>
      <div className="flex gap-2">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={state.email}
          maxLength={254}
          placeholder={labels.label}
          aria-invalid={status === 'invalid'}
          aria-describedby="subscribe-status"
          onChange={() => setClientInvalid(false)}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-300 aria-[invalid=true]:border-red-400"
        />
        <button
          type="submit"
          disabled={pending}
          className="btn-brand px-4 py-2 disabled:opacity-60"
        >
          {labels.button}
        </button>
      </div>
      <Honeypot id="subscribe-website" label={labels.honeypot} />
      <p
        id="subscribe-status"
        role="status"
        className="min-h-6 text-sm"
        data-testid="subscribe-status"
      >
        {status === 'invalid' && <span className="text-red-300">{labels.invalid}</span>}
        {status === 'ok' && <span className="text-emerald-300">{labels.thanks}</span>}
        {status === 'pending' && <span className="text-emerald-300">{labels.pending}</span>}
        {status === 'rateLimited' && <span className="text-red-300">{labels.rateLimited}</span>}
        {status === 'failed' && <span className="text-red-300">{labels.failed}</span>}
      </p>
    </form>
  );
}

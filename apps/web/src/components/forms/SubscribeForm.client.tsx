'use client';

import { type FormEvent, useState } from 'react';
import { isValidEmail } from '@/lib/email';

type Labels = { title: string; label: string; button: string; invalid: string; thanks: string };

/**
 * The footer subscription field. It checks the address in the browser and says so clearly;
 * storing the address is the readers issue's job (see docs/routes.md).
 */
export function SubscribeForm({ labels }: { labels: Labels }) {
  const [state, setState] = useState<'idle' | 'invalid' | 'ok'>('idle');

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const email = String(new FormData(e.currentTarget).get('email') ?? '');
    setState(isValidEmail(email) ? 'ok' : 'invalid');
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" aria-describedby="subscribe-status">
      <p className="font-bold text-white">{labels.title}</p>
      <label htmlFor="subscribe-email" className="sr-only">{labels.label}</label>
      <div className="flex gap-2">
        <input
          id="subscribe-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={labels.label}
          aria-invalid={state === 'invalid'}
          onChange={() => state !== 'idle' && setState('idle')}
          className="min-w-0 flex-1 rounded-md border border-slate-500 bg-slate-800 px-3 py-2 text-white placeholder:text-slate-300 aria-[invalid=true]:border-red-400"
        />
        <button type="submit" className="btn-brand px-4 py-2">{labels.button}</button>
      </div>
      <p id="subscribe-status" role="status" className="min-h-6 text-sm">
        {state === 'invalid' && <span className="text-red-300">{labels.invalid}</span>}
        {state === 'ok' && <span className="text-emerald-300">{labels.thanks}</span>}
      </p>
    </form>
  );
}

'use server';

import { isConfiguredLocale, siteConfig } from '@tsuzuri/config';
import { headers } from 'next/headers';
import { subscribeDeps } from '@/lib/subscription/runtime';
import { type SubscribeOutcome, submitSubscription } from '@/lib/subscription/submit';
import { visitorFromHeaders } from '@/lib/visitor';

export type SubscribeState = { status: 'idle' | SubscribeOutcome; email?: string };

/**
 * The footer subscription, with or without JavaScript (lib/subscription/submit.ts): a refused
 * address comes back with what the visitor typed; an accepted one is committed before the answer.
 */
export async function subscribeAction(
  _prev: SubscribeState,
  form: FormData,
): Promise<SubscribeState> {
  const email = String(form.get('email') ?? '').slice(0, 320);
  const rawLocale = String(form.get('locale') ?? '');
  const locale = isConfiguredLocale(rawLocale) ? rawLocale : siteConfig().defaultLocale;
  try {
    const status = await submitSubscription(
      { email, website: form.get('website') ?? '' },
      locale,
      visitorFromHeaders(await headers()),
      await subscribeDeps(),
    );
    return status === 'ok' || status === 'pending' ? { status } : { status, email };
  } catch (error) {
    console.error('subscribe failed', error);
    return { status: 'failed', email };
  }
}

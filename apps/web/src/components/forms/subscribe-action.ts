'use server';

import { isConfiguredLocale, repositories, siteConfig } from '@tsuzuri/content';
import { z } from 'zod';
import { isValidEmail } from '@/lib/email';

export type SubscribeState = { status: 'idle' | 'invalid' | 'ok' | 'failed'; email?: string };

const SubscribeInput = z.object({
  email: z.string().trim().max(254).refine(isValidEmail),
  locale: z.string(),
});

/**
 * The footer subscription, with or without JavaScript: a valid address is committed before the
 * visitor is thanked; an invalid one comes back with the error and what they typed.
 */
export async function subscribeAction(_prev: SubscribeState, form: FormData): Promise<SubscribeState> {
  const email = String(form.get('email') ?? '');
  const parsed = SubscribeInput.safeParse({ email, locale: String(form.get('locale') ?? '') });
  if (!parsed.success) return { status: 'invalid', email };
  const locale = isConfiguredLocale(parsed.data.locale) ? parsed.data.locale : siteConfig().defaultLocale;
  try {
    await (await repositories()).subscribers.add(parsed.data.email, locale);
    return { status: 'ok' };
  } catch (error) {
    console.error('subscribe failed', error);
    return { status: 'failed', email };
  }
}

'use server';

import { repositories } from '@/repositories';

export type TokenActionState = { status: 'idle' | 'done' | 'invalid' | 'failed' };

const tokenOf = (form: FormData) => String(form.get('token') ?? '').slice(0, 100);

/**
 * Runs one token page's repository step: `done` when it took, `invalid` for a token that is
 * unknown, used or expired, `failed` (logged) when the database could not be reached.
 */
async function runTokenAction(
  what: string,
  step: (token: string) => Promise<boolean>,
  form: FormData,
): Promise<TokenActionState> {
  try {
    return { status: (await step(tokenOf(form))) ? 'done' : 'invalid' };
  } catch (error) {
    console.error(`${what} failed`, error);
    return { status: 'failed' };
  }
}

/** The button of the confirmation page: a link from the mail, used once and before it expires. */
export async function confirmSubscriptionAction(
  _prev: TokenActionState,
  form: FormData,
): Promise<TokenActionState> {
  return runTokenAction(
    'subscription confirmation',
    async (t) => (await (await repositories()).subscribers.confirm(t)) === 'confirmed',
    form,
  );
}

/** The button of the unsubscribe page: the address is deleted. */
export async function unsubscribeAction(
  _prev: TokenActionState,
  form: FormData,
): Promise<TokenActionState> {
  return runTokenAction(
    'unsubscribe',
    async (t) => (await (await repositories()).subscribers.unsubscribe(t)) === 'removed',
    form,
  );
}

'use server';

import { repositories } from '@tsuzuri/content';

export type TokenActionState = { status: 'idle' | 'done' | 'invalid' | 'failed' };

const tokenOf = (form: FormData) => String(form.get('token') ?? '').slice(0, 100);

/** The button of the confirmation page: a link from the mail, used once and before it expires. */
export async function confirmSubscriptionAction(_prev: TokenActionState, form: FormData): Promise<TokenActionState> {
  try {
    return { status: (await (await repositories()).subscribers.confirm(tokenOf(form))) === 'confirmed' ? 'done' : 'invalid' };
  } catch (error) {
    console.error('subscription confirmation failed', error);
    return { status: 'failed' };
  }
}

/** The button of the unsubscribe page: the address is deleted. */
export async function unsubscribeAction(_prev: TokenActionState, form: FormData): Promise<TokenActionState> {
  try {
    return { status: (await (await repositories()).subscribers.unsubscribe(tokenOf(form))) === 'removed' ? 'done' : 'invalid' };
  } catch (error) {
    console.error('unsubscribe failed', error);
    return { status: 'failed' };
  }
}

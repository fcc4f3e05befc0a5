'use server';

import { redirect } from 'next/navigation';
import { staffAction } from '@/lib/console/guard';
import { backTo } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

/** Deletes an address, as its unsubscribe link would; audited with the address removed. */
export const removeSubscriber = staffAction('subscribers.edit', async (ctx, form: FormData) => {
  const id = Number(form.get('id'));
  const email =
    Number.isInteger(id) && id > 0 ? await (await repositories()).subscriberList.remove(id) : null;
  if (!email) redirect(backTo('/admin/subscribers', { done: 'missing' }));
  await ctx.audit({ action: 'subscribers.remove', target: `subscriber:${id}`, details: { email } });
  redirect(backTo('/admin/subscribers', { done: 'removed', n: email }));
});

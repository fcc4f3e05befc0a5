'use server';

import { revalidatePath } from 'next/cache';
import { staffAction } from '@/lib/console/guard';
import { repositories } from '@/repositories';

/**
 * What the last removal did, shown by the screen (SubscriberTable). The address travels in the
 * answer, never in a redirect's query: a URL stays in the browser's history and proxies' logs.
 */
export type RemovalState = { ok: true; email: string } | { ok: false } | null;

/** Deletes an address, as its unsubscribe link would; audited with the address removed. */
export const removeSubscriber = staffAction(
  'subscribers.edit',
  async (ctx, _last: RemovalState, form: FormData): Promise<RemovalState> => {
    const id = Number(form.get('id'));
    const email =
      Number.isInteger(id) && id > 0
        ? await (await repositories()).subscriberList.remove(id)
        : null;
    // Gone already (removed in another tab): a refusal, so nothing is written to the audit log.
    if (!email) return { ok: false };
    await ctx.audit({
      action: 'subscribers.remove',
      target: `subscriber:${id}`,
      details: { email },
    });
    revalidatePath('/admin/subscribers');
    return { ok: true, email };
  },
);

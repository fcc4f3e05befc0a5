'use server';

import { sendToAll } from '@tsuzuri/push';
import { PushComposeSchema, runSend } from '@tsuzuri/push/sends';
import { redirect } from 'next/navigation';
import { type ActionResult, answer } from '@/lib/console/action-result';
import { staffAction } from '@/lib/console/guard';
import { staffAnswerAction } from '@/lib/console/script-actions';
import { backTo } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

const PAGE = '/admin/push';

/** "2030-03-10T09:00" from the datetime input is Tokyo wall-clock time. */
const tokyoInput = (raw: FormDataEntryValue | null) => {
  const v = String(raw ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+09:00` : null;
};

/** What a send did, for the page's notice: sent (n delivered), scheduled, or failed (why). */
export type PushOutcome = { done: 'sent' | 'scheduled' | 'failed'; n: string };

/**
 * Composes a push: stored first, then sent at once (claimed like a scheduled one, so the
 * scheduler cannot send it a second time) or left for the scheduler at its time. A refused
 * compose answers with each field's reason (the form keeps what was typed) and sends nothing.
 */
export const sendPush = staffAnswerAction(
  'push.send',
  async (ctx, form: FormData): Promise<ActionResult<PushOutcome>> =>
    answer(async () => {
      const compose = PushComposeSchema.parse({
        title: form.get('title'),
        body: form.get('body') ?? '',
        url: form.get('url') || '/',
        audience: form.get('audience') ?? '',
        sendAt: tokyoInput(form.get('sendAt')),
      });
      const sends = (await repositories()).pushSends;
      const created = await sends.create(compose, ctx.staff.email);
      const now = Date.parse(created.sendAt) <= Date.now();
      if (now)
        await runSend(sends, created.id, (message, language) => sendToAll(message, { language }));
      const after = await sends.get(created.id);
      await ctx.audit({
        action: now ? 'push.send' : 'push.schedule',
        target: `push:${created.id}`,
        details: {
          title: created.title,
          audience: created.audience || 'all',
          sendAt: created.sendAt,
          delivered: after?.delivered ?? 0,
        },
      });
      if (after?.status === 'failed') return { done: 'failed', n: after.error ?? '' };
      return { done: now ? 'sent' : 'scheduled', n: String(after?.delivered ?? 0) };
    }),
);

export const cancelPush = staffAction('push.send', async (ctx, form: FormData) => {
  const id = Number(form.get('id'));
  if (Number.isInteger(id) && (await (await repositories()).pushSends.cancel(id)))
    await ctx.audit({ action: 'push.cancel', target: `push:${id}` });
  redirect(backTo(PAGE, { done: 'cancelled' }));
});

'use server';

import { sendToAll } from '@tsuzuri/push';
import { composePush, type PushSend, PushComposeSchema } from '@tsuzuri/push/sends';
import { redirect } from 'next/navigation';
import { type ActionResult, answer } from '@/lib/console/action-result';
import { staffAction } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { staffAnswerAction } from '@/lib/console/script-actions';
import { backTo } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

const PAGE = '/admin/push';

/** "2030-03-10T09:00" from the datetime input is Tokyo wall-clock time. */
const tokyoInput = (raw: FormDataEntryValue | null) => {
  const v = String(raw ?? '').trim();
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v) ? `${v}:00+09:00` : null;
};

/**
 * What a send did, for the page's notice: sent (n delivered), scheduled, being sent (the same
 * push composed moments ago is still going out), or failed (why).
 */
export type PushOutcome = { done: 'sent' | 'scheduled' | 'sending' | 'failed'; n: string };

const NO_SUBSCRIBERS = {
  ja: '送信先に購読中のブラウザーがないため、送信していません。',
  en: 'No browser in this audience is subscribed, so nothing was sent.',
};

/** The notice for a send as it stands now. */
function outcomeOf(send: PushSend): PushOutcome {
  if (send.status === 'failed') return { done: 'failed', n: send.error ?? '' };
  if (send.status === 'sending') return { done: 'sending', n: '' };
  return { done: send.status === 'scheduled' ? 'scheduled' : 'sent', n: String(send.delivered) };
}

/**
 * Composes a push (composePush): stored first, then sent at once or left for the scheduler. A
 * refused compose answers with each field's reason (the form keeps what was typed) and sends
 * nothing; so does a push for now that no subscribed browser would receive. The same push
 * composed moments ago (a double click) answers as that one did and is not stored or audited
 * again: docs/product.md, "Operators' console", プッシュ通知.
 */
export const sendPush = staffAnswerAction(
  'push.send',
  async (ctx, form: FormData): Promise<ActionResult<PushOutcome>> => {
    const composed = await answer(async () => {
      const compose = PushComposeSchema.parse({
        title: form.get('title'),
        body: form.get('body') ?? '',
        url: form.get('url') || '/',
        audience: form.get('audience') ?? '',
        sendAt: tokyoInput(form.get('sendAt')),
      });
      const repos = await repositories();
      return composePush(
        {
          sends: repos.pushSends,
          reach: (audience) => repos.pushSubscriptions.count(audience || undefined),
          send: (message, language) => sendToAll(message, { language }),
        },
        compose,
        ctx.staff.email,
      );
    });
    if (!composed.ok) return composed;
    const outcome = composed.value;
    if (outcome.kind === 'no-subscribers')
      return { ok: false, code: 'no-subscribers', message: NO_SUBSCRIBERS[await consoleLocale()] };
    if (outcome.kind === 'repeated') {
      ctx.audited(); // nothing new was written: the first click's row stands for both
      return { ok: true, value: outcomeOf(outcome.send) };
    }
    const { send } = outcome;
    await ctx.audit({
      action: outcome.kind === 'sent' ? 'push.send' : 'push.schedule',
      target: `push:${send.id}`,
      details: {
        title: send.title,
        audience: send.audience || 'all',
        sendAt: send.sendAt,
        delivered: send.delivered,
      },
    });
    return { ok: true, value: outcomeOf(send) };
  },
);

export const cancelPush = staffAction('push.send', async (ctx, form: FormData) => {
  const id = Number(form.get('id'));
  if (Number.isInteger(id) && (await (await repositories()).pushSends.cancel(id)))
    await ctx.audit({ action: 'push.cancel', target: `push:${id}` });
  redirect(backTo(PAGE, { done: 'cancelled' }));
});

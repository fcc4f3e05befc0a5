import type { Db } from '@tsuzuri/db';
import type { PushCompose } from './push-compose';

/**
 * How long a second compose of the same push counts as the same one: a double click or a
 * resent form, not a decision to notify every subscriber twice (docs/product.md, "Operators'
 * console", プッシュ通知).
 */
export const SAME_PUSH_WINDOW_MS = 30_000;

/**
 * The id of a push composed in the last SAME_PUSH_WINDOW_MS with the same title, text, link,
 * audience and time (`sendAt` as stored; a push for now matches one made for now), still going
 * or done. A cancelled or failed one does not count: composing it again is a retry.
 */
export async function samePushId(
  trx: Db,
  input: Pick<PushCompose, 'title' | 'body' | 'url' | 'audience'>,
  sendAt: string | 'now',
  now: Date,
): Promise<number | null> {
  let q = trx
    .selectFrom('push_sends')
    .select('id')
    .where('title', '=', input.title)
    .where('body', '=', input.body)
    .where('url', '=', input.url)
    .where('audience', '=', input.audience)
    .where('status', 'in', ['scheduled', 'sending', 'sent'])
    .where('created_at', '>=', new Date(now.getTime() - SAME_PUSH_WINDOW_MS).toISOString());
  // A push for now is stored with its creation time as its time.
  q = sendAt === 'now' ? q.whereRef('send_at', '=', 'created_at') : q.where('send_at', '=', sendAt);
  const row = await q.orderBy('id').executeTakeFirst();
  return row ? Number(row.id) : null;
}

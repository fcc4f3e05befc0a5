import { tags } from '@tsuzuri/content/cache-tags';
import { type Db, dialectOf } from '@tsuzuri/db';
import { z } from 'zod';

/** The name a staff reply is shown under, per locale (docs/product.md#operators-console). */
export const STAFF_NAMES: Record<string, string> = { ja: '編集部', en: 'Editorial team' };
export const staffNameFor = (locale: string) => STAFF_NAMES[locale] ?? STAFF_NAMES.ja;

export const StaffReplySchema = z.object({
  replyTo: z.coerce.number().int().positive(),
  body: z.string().trim().min(1, 'empty').max(2000, 'too-long'),
});

/**
 * How long the same reply by the same person to the same comment counts as one: a double click
 * or a form sent again, not a second answer (docs/product.md, "Operators' console").
 */
export const SAME_REPLY_WINDOW_MS = 30_000;

export type StaffReplyResult =
  | {
      ok: true;
      id: number;
      tags: string[];
      approvedParent: boolean;
      /** The same reply was published moments ago: that one is answered, nothing new stored. */
      repeated: boolean;
    }
  | { ok: false; refused: 'missing' | 'hidden' };

/**
 * A reply from the editorial team to a reader's comment: stored approved (staff need no
 * moderation), on the same article and locale, marked staff so the page labels it; returns the
 * tags to purge. A reply is shown beside the comment it answers, so that comment must be shown
 * too: one waiting for moderation is approved with the reply (answering it is the moderator's
 * decision to publish it), and spam or a rejected one cannot be answered (the reply would answer
 * nothing a reader can see). One transaction: both rows change, or neither. The same reply sent
 * again within SAME_REPLY_WINDOW_MS (a double click) answers as the first and stores nothing:
 * replies to one comment take the comment's row lock on PostgreSQL (SQLite's write transactions
 * run one at a time already), so two clicks cannot both miss the other's reply.
 */
export async function replyAsStaff(
  db: Db,
  input: { replyTo: number; body: string; staffEmail: string },
  now = new Date(),
): Promise<StaffReplyResult> {
  return db.transaction().execute(async (trx) => {
    const parentRow = trx
      .selectFrom('comments')
      .select(['article_slug', 'locale', 'status', 'moderated_at'])
      .where('id', '=', input.replyTo);
    const parent = await (dialectOf(trx) === 'postgres'
      ? parentRow.forUpdate()
      : parentRow
    ).executeTakeFirst();
    if (!parent) return { ok: false, refused: 'missing' } as const;
    if (parent.status === 'spam' || parent.status === 'rejected')
      return { ok: false, refused: 'hidden' } as const;
    const tagsToPurge = [tags.article(parent.article_slug)];
    const twin = await trx
      .selectFrom('comments')
      .select(['id', 'created_at'])
      .where('reply_to', '=', input.replyTo)
      .where('author_kind', '=', 'staff')
      .where('email', '=', input.staffEmail)
      .where('body', '=', input.body)
      .where('created_at', '>=', new Date(now.getTime() - SAME_REPLY_WINDOW_MS).toISOString())
      .orderBy('id')
      .executeTakeFirst();
    if (twin)
      return {
        ok: true,
        id: twin.id,
        tags: tagsToPurge,
        // The first one approved the comment if it did so at the moment it was published.
        approvedParent: parent.moderated_at === twin.created_at,
        repeated: true,
      } as const;
    const approvedParent = parent.status === 'pending';
    if (approvedParent)
      await trx
        .updateTable('comments')
        .set({ status: 'approved', moderated_at: now.toISOString() })
        .where('id', '=', input.replyTo)
        .execute();
    const row = await trx
      .insertInto('comments')
      .values({
        article_slug: parent.article_slug,
        locale: parent.locale,
        name: staffNameFor(parent.locale),
        email: input.staffEmail,
        body: input.body,
        status: 'approved',
        hold_reason: null,
        // Written in the console: no reader's address to hash.
        ip_hash: '-',
        user_agent: 'console',
        created_at: now.toISOString(),
        moderated_at: now.toISOString(),
        author_kind: 'staff',
        reply_to: input.replyTo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { ok: true, id: row.id, tags: tagsToPurge, approvedParent, repeated: false };
  });
}

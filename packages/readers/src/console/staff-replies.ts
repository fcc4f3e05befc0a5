import { tags } from '@tsuzuri/content/cache-tags';
import type { Db } from '@tsuzuri/db';
import { z } from 'zod';

/** The name a staff reply is shown under, per locale (docs/product.md#operators-console). */
export const STAFF_NAMES: Record<string, string> = { ja: '編集部', en: 'Editorial team' };
export const staffNameFor = (locale: string) => STAFF_NAMES[locale] ?? STAFF_NAMES.ja;

export const StaffReplySchema = z.object({
  replyTo: z.coerce.number().int().positive(),
  body: z.string().trim().min(1, 'empty').max(2000, 'too-long'),
});

/**
 * A reply from the editorial team to a reader's comment: stored approved (staff need no
 * moderation), on the same article and locale, marked staff so the page labels it. Returns the
 * tags to purge, or null when the comment answered does not exist.
 */
export async function replyAsStaff(
  db: Db,
  input: { replyTo: number; body: string; staffEmail: string },
  now = new Date(),
): Promise<{ id: number; tags: string[] } | null> {
  const parent = await db
    .selectFrom('comments')
    .select(['article_slug', 'locale'])
    .where('id', '=', input.replyTo)
    .executeTakeFirst();
  if (!parent) return null;
  const row = await db
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
  return { id: row.id, tags: [tags.article(parent.article_slug)] };
}

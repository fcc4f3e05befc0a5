import type { PurgeResult } from '@tsuzuri/content/cache-purge';
import type { CommentsRepository, StatusChange } from '../repositories/comments';
import { MODERATION_ACTIONS, type ModerationAction } from '../comments/moderate';

/** At most this many comments in one bulk action (a page of the queue). */
export const MAX_BULK = 200;

/**
 * One decision for several comments: each is committed, then the articles whose visible
 * comments changed are purged once, together. Unknown ids are skipped and reported.
 */
export async function moderateMany(
  comments: CommentsRepository,
  ids: number[],
  action: ModerationAction,
  purge: (tags: string[]) => Promise<PurgeResult>,
): Promise<{ changes: StatusChange[]; missing: number[]; purge: PurgeResult | null }> {
  const changes: StatusChange[] = [];
  const missing: number[] = [];
  for (const id of [...new Set(ids)].slice(0, MAX_BULK)) {
    const change = await comments.setStatus(id, MODERATION_ACTIONS[action]);
    if (change) changes.push(change);
    else missing.push(id);
  }
  const tags = [...new Set(changes.flatMap((c) => c.tags))];
  return { changes, missing, purge: tags.length ? await purge(tags) : null };
}

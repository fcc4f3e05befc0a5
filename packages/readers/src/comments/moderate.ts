import { type PurgeResult, purgeCacheTags } from '@tsuzuri/content/cache-purge';
import type { CommentStatus, CommentsRepository, StatusChange } from '../repositories/comments';

/** The editor's three decisions, as the CLI and the admin API name them. */
export const MODERATION_ACTIONS = {
  approve: 'approved',
  reject: 'rejected',
  spam: 'spam',
} as const satisfies Record<string, CommentStatus>;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

export function isModerationAction(value: unknown): value is ModerationAction {
  return typeof value === 'string' && Object.hasOwn(MODERATION_ACTIONS, value);
}

export type ModerationOutcome = { change: StatusChange; purge: PurgeResult | null } | null;

/**
 * Applies a decision and, when the comments an article shows changed, purges that article's
 * cached pages (its HTML includes the approved comments). The decision is committed first; a
 * cache that cannot be reached is reported, never thrown. null = no comment with that id.
 */
export async function moderateComment(
  comments: CommentsRepository,
  id: number,
  action: ModerationAction,
  purge: (tags: string[]) => Promise<PurgeResult> = purgeCacheTags,
): Promise<ModerationOutcome> {
  const change = await comments.setStatus(id, MODERATION_ACTIONS[action]);
  if (!change) return null;
  return { change, purge: change.tags.length ? await purge(change.tags) : null };
}

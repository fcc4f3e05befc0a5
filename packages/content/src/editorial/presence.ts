import type { Db } from '@tsuzuri/db';
import { type Actor, ActorSchema } from './article-input';

/** A heartbeat older than this means the editor has left (the screen beats every ~15 s). */
export const PRESENCE_TTL_MS = 45_000;

export type Editing = { id: string; name: string; seenAt: string };

/**
 * Records that `actor` has the article open (call on open and every ~15 s) and returns the
 * other editors seen within PRESENCE_TTL_MS: the screen warns when the list is not empty.
 * Presence only warns; the version check on save is what keeps edits from being lost.
 */
export async function heartbeat(
  db: Db,
  articleId: number,
  rawActor: Actor,
  now = new Date(),
): Promise<Editing[]> {
  const actor = ActorSchema.parse(rawActor);
  const at = now.toISOString();
  await db
    .insertInto('editing_presence')
    .values({ article_id: articleId, editor_id: actor.id, editor_name: actor.name, seen_at: at })
    .onConflict((oc) =>
      oc.columns(['article_id', 'editor_id']).doUpdateSet({ editor_name: actor.name, seen_at: at }),
    )
    .execute();
  const fresh = new Date(now.getTime() - PRESENCE_TTL_MS).toISOString();
  await db.deleteFrom('editing_presence').where('seen_at', '<', fresh).execute();
  const rows = await db
    .selectFrom('editing_presence')
    .select(['editor_id', 'editor_name', 'seen_at'])
    .where('article_id', '=', articleId)
    .where('editor_id', '!=', actor.id)
    .orderBy('seen_at')
    .execute();
  return rows.map((r) => ({ id: r.editor_id, name: r.editor_name, seenAt: r.seen_at }));
}

/** The editor closed the article. */
export async function leaveArticle(db: Db, articleId: number, actorId: string): Promise<void> {
  await db
    .deleteFrom('editing_presence')
    .where('article_id', '=', articleId)
    .where('editor_id', '=', actorId)
    .execute();
}

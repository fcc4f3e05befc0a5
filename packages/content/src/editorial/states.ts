import { sql } from 'kysely';
import { z } from 'zod';
import type { Db, EditorialState } from '@tsuzuri/db';
import { articleWriteTags } from '../cache-tags';
import {
  indexArticle,
  loadIndexedRow,
  prepareSearchDocuments,
  removeFromSearchIndex,
} from '../search';
import { categoryUidsOf, fieldsOf, loadArticleRow } from './article-fields';
import { slugRowIds } from '../sitemap-parts';
import { type Actor, ActorSchema } from './article-input';
import { EditConflictError, EditorialError } from './errors';
import { savesSince, writeRevision } from './revisions';

/**
 * The workflow: draft → scheduled → published → unpublished, and back where it makes sense.
 * Only 'published' is public (status 'published'); every other state is status 'draft'.
 */
export const TRANSITIONS: Readonly<Record<EditorialState, readonly EditorialState[]>> = {
  draft: ['scheduled', 'published'],
  scheduled: ['draft', 'scheduled', 'published'],
  published: ['unpublished'],
  unpublished: ['draft', 'scheduled', 'published'],
};

export const canTransition = (from: EditorialState, to: EditorialState) =>
  TRANSITIONS[from].includes(to);

const STATE_NAMES: Record<EditorialState, string> = {
  draft: '下書き (draft)',
  scheduled: '予約 (scheduled)',
  published: '公開 (published)',
  unpublished: '非公開 (unpublished)',
};

export const TransitionInputSchema = z.discriminatedUnion('to', [
  z.object({
    id: z.number().int().positive(),
    baseVersion: z.number().int().positive(),
    to: z.literal('scheduled'),
    publishAt: z.iso.datetime({ offset: true }),
  }),
  z.object({
    id: z.number().int().positive(),
    baseVersion: z.number().int().positive(),
    to: z.enum(['draft', 'published', 'unpublished']),
  }),
]);
export type TransitionInput = z.input<typeof TransitionInputSchema>;

/**
 * Moves an article to another state. Scheduling needs a time in the future; publishing a never
 * published article stamps it now. Returns the new version and the tags to purge (none while
 * the article stays out of public view). Refused: an illegal move (illegal_transition) or an
 * older baseVersion (EditConflictError).
 */
export async function changeArticleState(
  db: Db,
  rawInput: TransitionInput,
  rawActor: Actor,
  now = new Date(),
): Promise<{ version: number; tags: string[] }> {
  const input = TransitionInputSchema.parse(rawInput);
  const actor = ActorSchema.parse(rawActor);
  // Going public is indexed, going private taken out: its text analysed before the write.
  const current = await loadIndexedRow(db, input.id);
  if (current && (input.to === 'published' || current.status === 'published'))
    await prepareSearchDocuments([current]);
  return db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, input.id);
    if (!row)
      throw new EditorialError('not_found', {
        ja: `記事 ${input.id} がありません`,
        en: `There is no article ${input.id}`,
      });
    if (row.version !== input.baseVersion)
      throw new EditConflictError(row.version, await savesSince(trx, input.id, input.baseVersion));
    const from = row.editorial_state;
    if (!canTransition(from, input.to))
      throw new EditorialError('illegal_transition', {
        ja: `${STATE_NAMES[from]} から ${STATE_NAMES[input.to]} には変更できません`,
        en: `An article cannot go from ${from} to ${input.to}`,
      });
    let publishAt: string | null = null;
    if (input.to === 'scheduled') {
      const at = new Date(input.publishAt);
      if (at.getTime() <= now.getTime())
        throw new EditorialError(
          'invalid',
          { ja: '予約日時は未来にしてください', en: 'Choose a publication time in the future' },
          'publishAt',
        );
      publishAt = at.toISOString();
    }
    const goesPublic = input.to === 'published';
    const wasPublic = row.status === 'published';
    if (wasPublic) await removeFromSearchIndex(trx, input.id);
    const iso = now.toISOString();
    const updated = await trx
      .updateTable('articles')
      .set({
        editorial_state: input.to,
        status: goesPublic ? 'published' : 'draft',
        publish_at: publishAt,
        // First publication is dated now; a republished article keeps its date.
        ...(goesPublic && (from === 'draft' || from === 'scheduled') ? { published_at: iso } : {}),
        updated_at: iso,
        version: sql`version + 1`,
      })
      .where('id', '=', input.id)
      .where('version', '=', input.baseVersion)
      .executeTakeFirst();
    if (!updated.numUpdatedRows)
      throw new EditConflictError(
        input.baseVersion + 1,
        await savesSince(trx, input.id, input.baseVersion),
      );
    await indexArticle(trx, input.id);
    const after = await loadArticleRow(trx, input.id);
    if (!after)
      throw new EditorialError('not_found', {
        ja: `記事 ${input.id} がありません`,
        en: `There is no article ${input.id}`,
      });
    const action =
      input.to === 'scheduled'
        ? 'schedule'
        : input.to === 'published'
          ? 'publish'
          : input.to === 'unpublished'
            ? 'unpublish'
            : 'draft';
    await writeRevision(trx, {
      articleId: input.id,
      version: after.version,
      actor,
      action,
      fields: fieldsOf(after),
      at: iso,
    });
    const tags =
      goesPublic || wasPublic
        ? articleWriteTags({
            slug: after.slug,
            locale: after.locale,
            categoryUids: await categoryUidsOf(trx, after.category_id),
            slugIds: await slugRowIds(trx, [after.slug]),
          })
        : [];
    return { version: after.version, tags };
  });
}

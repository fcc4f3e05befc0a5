import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@tsuzuri/db';
import { loadArticleChange } from './article-changes';
import { fieldsOf, loadArticleRow } from './article-fields';
import { type Actor, ActorSchema } from './article-input';
import { EditConflictError, EditorialError } from './errors';
import { savesSince, writeRevision } from './revisions';
import { notFound, prepareSave } from './save-checks';
import { loadIndexedRow, prepareSearchDocuments } from '../search';
import type { SaveResult } from './save-result';
import { indexedTextOf, writeArticle } from './write-article';

/** Which article, and the version the editor is looking at (a newer save is a conflict). */
export const ChangeDecisionSchema = z
  .object({ id: z.number().int().positive(), baseVersion: z.number().int().positive() })
  .strict();
export type ChangeDecision = z.input<typeof ChangeDecisionSchema>;

const noChange = (id: number) =>
  new EditorialError('not_found', {
    ja: `記事 ${id} に未公開の変更はありません`,
    en: `Article ${id} has no unpublished change`,
  });

/**
 * Publishes an article's unpublished change: its fields go through the ordinary save (pipeline,
 * search index, redirects on a slug change, a revision 'publish_changes') and the change is
 * gone, in one transaction. Returns the tags to purge. Refused when there is no change or when
 * someone saved after `baseVersion` (EditConflictError): what is published is what was seen.
 */
export async function publishArticleChanges(
  db: Db,
  raw: ChangeDecision,
  rawActor: Actor,
  now = new Date(),
): Promise<SaveResult> {
  const { id, baseVersion } = ChangeDecisionSchema.parse(raw);
  const actor = ActorSchema.parse(rawActor);
  const change = await loadArticleChange(db, id);
  if (!change) throw noChange(id);
  const prepared = prepareSave({
    ...change.fields,
    locale: change.fields.locale as never,
    id,
    baseVersion,
    format: 'html',
  });
  // The new text to index and the old one to take out, analysed before the write (the analyser
  // is slow; the write holds the lock): the transaction finds both ready.
  await prepareSearchDocuments([indexedTextOf(prepared), await loadIndexedRow(db, id)]);
  return db.transaction().execute(async (trx) => {
    const saved = await writeArticle(trx, prepared, actor, now, 'publish_changes');
    // The version check above ran against this very change: a later save would have moved it.
    await trx.deleteFrom('article_changes').where('article_id', '=', id).execute();
    return saved;
  });
}

/**
 * Throws an article's unpublished change away; the published article stays as it is (nothing
 * to purge). The version moves and a revision 'discard_changes' (the live fields) is kept, so
 * an editor still holding the change is told rather than silently saving it again.
 */
export async function discardArticleChanges(
  db: Db,
  raw: ChangeDecision,
  rawActor: Actor,
  now = new Date(),
): Promise<{ version: number }> {
  const { id, baseVersion } = ChangeDecisionSchema.parse(raw);
  const actor = ActorSchema.parse(rawActor);
  return db.transaction().execute(async (trx) => {
    const row = await loadArticleRow(trx, id);
    if (!row) throw notFound(id);
    if (row.version !== baseVersion)
      throw new EditConflictError(row.version, await savesSince(trx, id, baseVersion));
    const gone = await trx
      .deleteFrom('article_changes')
      .where('article_id', '=', id)
      .executeTakeFirst();
    if (!gone.numDeletedRows) throw noChange(id);
    const updated = await trx
      .updateTable('articles')
      .set({ version: sql`version + 1` })
      .where('id', '=', id)
      .where('version', '=', baseVersion)
      .executeTakeFirst();
    if (!updated.numUpdatedRows)
      throw new EditConflictError(baseVersion + 1, await savesSince(trx, id, baseVersion));
    const version = baseVersion + 1;
    await writeRevision(trx, {
      articleId: id,
      version,
      actor,
      action: 'discard_changes',
      fields: fieldsOf(row),
      at: now.toISOString(),
    });
    return { version };
  });
}

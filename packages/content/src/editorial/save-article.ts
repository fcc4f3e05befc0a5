import type { Db } from '@tsuzuri/db';
import { savesAsChange, storeArticleChange } from './article-changes';
import { type Actor, ActorSchema, type ArticleInput } from './article-input';
import { prepareSave } from './save-checks';
import type { SaveResult } from './save-result';
import { writeArticle } from './write-article';

/**
 * Creates or updates an article from the console, through the import's pipeline (sanitising,
 * lazy images, click-to-play embeds, heading ids, ruby) and search index, in one transaction.
 * A new article is a draft. A published article (or one with a change waiting) is not touched:
 * the save becomes its unpublished change (article-changes.ts), which publishArticleChanges
 * later writes through this same pipeline. Every save bumps the version and keeps a revision.
 * Throws EditorialError (invalid, unsafe_html, slug_taken, slug_reserved, not_found) or
 * EditConflictError.
 */
export async function saveArticle(
  db: Db,
  rawInput: ArticleInput,
  rawActor: Actor,
  now = new Date(),
  action: 'save' | 'restore' = 'save',
): Promise<SaveResult> {
  const prepared = prepareSave(rawInput);
  const actor = ActorSchema.parse(rawActor);
  const id = prepared.input.id;
  return db
    .transaction()
    .execute(async (trx) =>
      id !== undefined && (await savesAsChange(trx, id))
        ? storeArticleChange(trx, prepared, actor, now, action)
        : writeArticle(trx, prepared, actor, now, action),
    );
}

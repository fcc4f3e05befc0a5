import type { Db } from '@tsuzuri/db';
import type { Actor } from './article-input';
import { getRevision } from './revisions';
import { saveArticle } from './save-article';
import type { SaveResult } from './save-result';

/**
 * Writes an old revision's fields back as a new save (itself a new revision, action 'restore'):
 * history only grows. `baseVersion` is the version the editor is looking at, as for any save.
 * The workflow state is not restored: publishing stays a transition of its own.
 */
export async function restoreRevision(
  db: Db,
  r: { articleId: number; version: number; baseVersion: number },
  actor: Actor,
  now = new Date(),
): Promise<SaveResult> {
  const { fields } = await getRevision(db, r.articleId, r.version);
  return saveArticle(
    db,
    {
      id: r.articleId,
      baseVersion: r.baseVersion,
      title: fields.title,
      slug: fields.slug,
      description: fields.description,
      keywords: fields.keywords,
      category: fields.category,
      author: fields.author,
      locale: fields.locale as never,
      thumbnail: fields.thumbnail,
      body: fields.body,
      format: 'html',
    },
    actor,
    now,
    'restore',
  );
}

import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { articleWriteTags } from '../cache-tags';
import { storedImagesJson } from '../html/images';
import { type IndexedFields, indexArticle, removeFromSearchIndex } from '../search';
import { categoryUidsOf, DESCRIPTION_FROM_BODY, fieldsOf, loadArticleRow } from './article-fields';
import { slugRowIds } from '../sitemap-parts';
import type { Actor } from './article-input';
import { EditConflictError, EditorialError } from './errors';
import { renameSlugGroup } from './rename-slug';
import { type RevisionAction, savesSince, writeRevision } from './revisions';
import type { SaveResult } from './save-result';
import { pathSegmentProblem } from './slug';
import { assertSameLocale, assertSlugFree, idOf, notFound, type PreparedSave } from './save-checks';

/**
 * Writes a save into the article itself, inside the caller's transaction: the pipeline's HTML,
 * the search index, a revision, redirects on a slug change, and the tags of the public pages it
 * changed. A new article is a draft. The version check is repeated in the UPDATE, so two saves
 * based on the same version cannot both pass, whatever the timing.
 */
/** The texts of the article a save writes, as its search entry is made from them. */
export const indexedTextOf = ({ input, rendered }: PreparedSave): IndexedFields => ({
  title: input.title,
  description: input.description || rendered.text.slice(0, DESCRIPTION_FROM_BODY),
  plain_text: rendered.text,
});

export async function writeArticle(
  trx: Db,
  prepared: PreparedSave,
  actor: Actor,
  now: Date,
  action: RevisionAction,
): Promise<SaveResult> {
  const { input, source, rendered } = prepared;
  const problem = await pathSegmentProblem(trx, input.slug, 'article');
  if (problem) throw new EditorialError('slug_reserved', problem, 'slug');
  const categoryId = await idOf(trx, 'categories', input.category);
  const authorId = await idOf(trx, 'authors', input.author);
  const at = now.toISOString();
  const values = {
    ...indexedTextOf(prepared),
    keywords: input.keywords,
    body_source: source,
    body_html: rendered.html,
    body_images: storedImagesJson(rendered.html),
    toc_json: JSON.stringify(rendered.toc),
    thumbnail: input.thumbnail ?? rendered.firstImage,
    author_id: authorId,
    category_id: categoryId,
    content_hash: `console:${createHash('sha256').update(JSON.stringify(input)).digest('hex')}`,
    updated_at: at,
  };

  if (input.id === undefined) {
    await assertSlugFree(trx, input.slug, input.locale);
    const { id } = await trx
      .insertInto('articles')
      .values({
        ...values,
        slug: input.slug,
        locale: input.locale,
        status: 'draft',
        editorial_state: 'draft',
        published_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await loadArticleRow(trx, id);
    if (row)
      await writeRevision(trx, {
        articleId: id,
        version: 1,
        actor,
        action: 'create',
        fields: fieldsOf(row),
        at,
      });
    return { id, version: 1, created: true, tags: [], change: null };
  }

  const id = input.id;
  const before = await loadArticleRow(trx, id);
  if (!before) throw notFound(id);
  assertSameLocale(before.locale, input.locale);
  const base = input.baseVersion as number;
  if (before.version !== base)
    throw new EditConflictError(before.version, await savesSince(trx, id, base));
  if (before.slug !== input.slug) await assertSlugFree(trx, input.slug, input.locale, id);
  const tags = new Set<string>();
  if (before.status === 'published') {
    const slugIds = await slugRowIds(trx, [before.slug, input.slug]);
    for (const [slug, cid] of [
      [before.slug, before.category_id],
      [input.slug, categoryId],
    ] as const)
      for (const t of articleWriteTags({
        slug,
        locale: input.locale,
        categoryUids: await categoryUidsOf(trx, cid),
        slugIds,
      }))
        tags.add(t);
  }
  // The old entry goes first, while the old text still says which tokens to delete.
  await removeFromSearchIndex(trx, id);
  const updated = await trx
    .updateTable('articles')
    .set({ ...values, version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', base)
    .executeTakeFirst();
  if (!updated.numUpdatedRows)
    throw new EditConflictError(base + 1, await savesSince(trx, id, base));
  if (before.slug !== input.slug)
    for (const t of await renameSlugGroup(
      trx,
      { from: before.slug, to: input.slug, savedId: id },
      actor,
      now,
    ))
      tags.add(t);
  await indexArticle(trx, id);
  const after = await loadArticleRow(trx, id);
  if (!after) throw notFound(id);
  await writeRevision(trx, {
    articleId: id,
    version: after.version,
    actor,
    action,
    fields: fieldsOf(after),
    at,
  });
  return { id, version: after.version, created: false, tags: [...tags], change: null };
}

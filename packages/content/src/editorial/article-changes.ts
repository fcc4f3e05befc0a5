import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '@tsuzuri/db';
import { loadArticleRow, type RevisionFields } from './article-fields';
import type { Actor } from './article-input';
import { EditConflictError, EditorialError } from './errors';
import { type RevisionAction, savesSince, writeRevision } from './revisions';
import { assertSameLocale, assertSlugFree, idOf, notFound, type PreparedSave } from './save-checks';
import { pathSegmentProblem } from './slug';
import type { ChangeInfo, SaveResult } from './save-result';

/** An unpublished change's fields: what the editor saved, body as HTML source. */
export type ChangeFields = Omit<RevisionFields, 'state' | 'publishAt'>;

// The stored JSON is read back through a schema: a row is a boundary like any other.
const ChangeFieldsSchema = z.object({
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  description: z.string(),
  keywords: z.string(),
  category: z.string().nullable(),
  author: z.string().nullable(),
  thumbnail: z.string().nullable(),
  body: z.string(),
});

export type ArticleChange = ChangeInfo & { articleId: number; fields: ChangeFields };

/** The article's unpublished change, or null. */
export async function loadArticleChange(db: Db, articleId: number): Promise<ArticleChange | null> {
  const row = await db
    .selectFrom('article_changes')
    .selectAll()
    .where('article_id', '=', articleId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    articleId,
    fields: ChangeFieldsSchema.parse(JSON.parse(row.fields)),
    since: row.created_at,
    savedAt: row.saved_at,
    byId: row.saved_by_id,
    byName: row.saved_by_name,
  };
}

/**
 * How many unpublished changes put their article in this category (by uid). The category is in
 * the stored JSON, not a column: the changes are read whole, at most one per published article
 * and only when a category is deleted.
 */
export async function changesInCategory(db: Db, uid: string): Promise<number> {
  const rows = await db.selectFrom('article_changes').select('fields').execute();
  return rows.filter((r) => ChangeFieldsSchema.parse(JSON.parse(r.fields)).category === uid).length;
}

/**
 * Whether a save of this article is kept as its unpublished change rather than written into it:
 * it is live (its public page must not move until someone publishes), or a change is already
 * waiting (which the next save continues, whatever the state).
 */
export async function savesAsChange(db: Db, articleId: number): Promise<boolean> {
  const row = await db
    .selectFrom('articles as a')
    .leftJoin('article_changes as c', 'c.article_id', 'a.id')
    .select(['a.status', 'c.article_id as changed'])
    .where('a.id', '=', articleId)
    .executeTakeFirst();
  return Boolean(row && (row.status === 'published' || row.changed !== null));
}

/**
 * Keeps a save of a published article as its unpublished change, inside the caller's
 * transaction: checked like a save (version, slug, category, author, locale), the article's
 * version bumped (so a second editor's stale save is refused, as for any save) and a revision
 * kept ('change', or 'restore'). The article's row, search index and public pages stay as they
 * are: nothing to purge.
 */
export async function storeArticleChange(
  trx: Db,
  { input, source }: PreparedSave,
  actor: Actor,
  now: Date,
  action: 'save' | 'restore',
): Promise<SaveResult> {
  const id = input.id as number;
  const base = input.baseVersion as number;
  const before = await loadArticleRow(trx, id);
  if (!before) throw notFound(id);
  assertSameLocale(before.locale, input.locale);
  if (before.version !== base)
    throw new EditConflictError(before.version, await savesSince(trx, id, base));
  const problem = await pathSegmentProblem(trx, input.slug, 'article');
  if (problem) throw new EditorialError('slug_reserved', problem, 'slug');
  await idOf(trx, 'categories', input.category);
  await idOf(trx, 'authors', input.author);
  if (before.slug !== input.slug) await assertSlugFree(trx, input.slug, input.locale, id);
  const updated = await trx
    .updateTable('articles')
    .set({ version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', base)
    .executeTakeFirst();
  if (!updated.numUpdatedRows)
    throw new EditConflictError(base + 1, await savesSince(trx, id, base));
  const fields: ChangeFields = {
    title: input.title,
    slug: input.slug,
    locale: input.locale,
    description: input.description,
    keywords: input.keywords,
    category: input.category,
    author: input.author,
    thumbnail: input.thumbnail,
    body: source,
  };
  const at = now.toISOString();
  const saved = {
    fields: JSON.stringify(fields),
    saved_at: at,
    saved_by_id: actor.id,
    saved_by_name: actor.name,
  };
  await trx
    .insertInto('article_changes')
    .values({ article_id: id, created_at: at, ...saved })
    .onConflict((oc) => oc.column('article_id').doUpdateSet(saved))
    .execute();
  const revisionAction: RevisionAction = action === 'restore' ? 'restore' : 'change';
  await writeRevision(trx, {
    articleId: id,
    version: base + 1,
    actor,
    action: revisionAction,
    fields: { ...fields, state: before.editorial_state, publishAt: before.publish_at },
    at,
  });
  const change = await loadArticleChange(trx, id);
  return { id, version: base + 1, created: false, tags: [], change };
}

/**
 * A translation group was renamed (rename-slug.ts): a change of one of its articles that still
 * carries the old slug takes the new one, or publishing it later would rename the group back.
 */
export async function followRename(db: Db, articleId: number, from: string, to: string) {
  const change = await loadArticleChange(db, articleId);
  if (!change || change.fields.slug !== from) return;
  await db
    .updateTable('article_changes')
    .set({ fields: JSON.stringify({ ...change.fields, slug: to }) })
    .where('article_id', '=', articleId)
    .execute();
}

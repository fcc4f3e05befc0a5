import type { Db } from '@tsuzuri/db';
import { type RenderedArticle, renderArticleHtml, UnsafeHtmlError } from '../html';
import { storedImagesJson } from '../html/images';
import { indexArticle, removeFromSearchIndex } from '../search';
import { fieldsOf, loadArticleRow } from '../editorial/article-fields';
import { loadArticleChange } from '../editorial/article-changes';
import { IMPORT_ACTOR } from '../editorial/article-input';
import { resolveAuthor } from '../editorial/authors';
import { writeRevision } from '../editorial/revisions';
import { pathSegmentProblem } from '../editorial/slug';
import { ImportFileError, type ParsedArticleFile } from './parse-file';
import { sql } from 'kysely';
import { DESCRIPTION_FROM_BODY } from '../editorial/article-fields';

export { RESERVED_SLUGS } from './reserved-slugs';

/** `becamePublished`: visible now and not before this write (what web push announces). */
export type UpsertResult = {
  status: 'created' | 'updated' | 'unchanged';
  categoryUids: string[];
  becamePublished: boolean;
  /** What the operator should know (an author this import created). */
  notes: string[];
};

/** The console's history shows imports too: an editor's conflict names the import. */
async function recordImport(db: Db, id: number, now: Date): Promise<void> {
  const row = await loadArticleRow(db, id);
  if (row)
    await writeRevision(db, {
      articleId: id,
      version: row.version,
      actor: IMPORT_ACTOR,
      action: 'import',
      fields: fieldsOf(row),
      at: now.toISOString(),
    });
}

/**
 * An editor's unpublished change is kept apart from the live article (docs/product.md, unpublished
 * changes). Writing the file under it would put the file's text live, and publishing the change
 * later would replace that text without anyone choosing so: the file is reported and skipped until
 * the editor publishes or discards the change.
 */
async function refuseWhileChangeWaits(db: Db, articleId: number): Promise<void> {
  const waiting = await loadArticleChange(db, articleId);
  if (waiting)
    throw new ImportFileError(
      `${waiting.byName} さんの未公開の変更があります。コンソールで公開するか破棄してから、もう一度インポートしてください (an unpublished change by ${waiting.byName} is waiting: publish or discard it in the console, then import again)`,
    );
}

/** The file is reported and skipped, the others still import. */
function render(bodySource: string): RenderedArticle {
  try {
    return renderArticleHtml(bodySource);
  } catch (e) {
    if (e instanceof UnsafeHtmlError) throw new ImportFileError(e.message);
    throw e;
  }
}

/**
 * Writes one parsed file as an article, keyed by (slug, locale). A file whose content hash is
 * unchanged is skipped, so re-importing the same files changes nothing (not even updated_at).
 * Returns the category uids whose pages show the article, for cache purging.
 */
export async function upsertArticle(
  db: Db,
  file: ParsedArticleFile,
  now = new Date(),
): Promise<UpsertResult> {
  const problem = await pathSegmentProblem(db, file.slug, 'article');
  if (problem) throw new ImportFileError(`${problem.ja} (${problem.en})`);

  const author = await resolveAuthor(db, file.author, file.locale);
  const notes = author.created
    ? [
        `新しい著者「${file.author}」を作成しました (created author '${file.author}' as '${author.slug}')`,
      ]
    : [];

  let categoryId: number | null = null;
  const categoryUids: string[] = [];
  if (file.category) {
    const cat = await db
      .selectFrom('categories')
      .select(['cid', 'pid', 'uid'])
      .where('uid', '=', file.category)
      .executeTakeFirst();
    if (!cat) throw new ImportFileError(`unknown category '${file.category}'`);
    categoryId = cat.cid;
    categoryUids.push(cat.uid);
    if (cat.pid) {
      const parent = await db
        .selectFrom('categories')
        .select('uid')
        .where('cid', '=', cat.pid)
        .executeTakeFirst();
      if (parent) categoryUids.push(parent.uid);
    }
  }

  const existing = await db
    .selectFrom('articles')
    .select(['id', 'content_hash', 'category_id', 'status'])
    .where('slug', '=', file.slug)
    .where('locale', '=', file.locale)
    .executeTakeFirst();
  if (existing?.content_hash === file.contentHash)
    return { status: 'unchanged', categoryUids, becamePublished: false, notes };

  if (existing) await refuseWhileChangeWaits(db, existing.id);

  const rendered = render(file.bodySource);
  const values = {
    title: file.title,
    description: file.description || rendered.text.slice(0, DESCRIPTION_FROM_BODY),
    keywords: file.keywords,
    body_source: file.bodySource,
    body_html: rendered.html,
    body_images: storedImagesJson(rendered.html),
    toc_json: JSON.stringify(rendered.toc),
    thumbnail: rendered.firstImage,
    plain_text: rendered.text,
    author_id: author.id,
    category_id: categoryId,
    status: file.status,
    // The console's workflow state follows the file (the import knows only these two).
    editorial_state: file.status,
    publish_at: null,
    published_at: file.published_at,
    content_hash: file.contentHash,
  };

  if (existing) {
    // Same transaction as the write: search shows the new words (or, for a draft, nothing) at
    // once. The old entry goes first, while the old text still says which tokens to delete.
    await removeFromSearchIndex(db, existing.id);
    await db
      .updateTable('articles')
      .set({ ...values, updated_at: now.toISOString(), version: sql`version + 1` })
      .where('id', '=', existing.id)
      .execute();
    await indexArticle(db, existing.id);
    await recordImport(db, existing.id, now);
    return {
      status: 'updated',
      categoryUids,
      becamePublished: existing.status !== 'published' && file.status === 'published',
      notes,
    };
  }
  const created = await db
    .insertInto('articles')
    .values({ ...values, slug: file.slug, locale: file.locale, updated_at: file.published_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexArticle(db, created.id);
  await recordImport(db, created.id, now);
  return { status: 'created', categoryUids, becamePublished: file.status === 'published', notes };
}

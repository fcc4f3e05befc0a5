import type { Db } from '@tsuzuri/db';
import { type RenderedArticle, renderArticleHtml, UnsafeHtmlError } from '../html';
import { indexArticle, removeFromSearchIndex } from '../search';
import { ImportFileError, type ParsedArticleFile } from './parse-file';

/** First path segments the site routes itself: an article slug may not take one of them. */
export const RESERVED_SLUGS = new Set([
  'blog',
  'by-latest',
  'by-popularity',
  'search-result',
  'contact',
  'products',
  'error-404',
  'pagelink',
  'external-transmission',
  'download-thanks',
  'ping',
  'sitemap',
  // The sitemap index's children: /sitemaps/{file}.
  'sitemaps',
  'api',
  // The staff console (docs/routes.md#console).
  'admin',
  'login',
  'register',
  'cookie_set',
  'webpush',
  'images',
  'mlink',
  'order',
  'category',
  'article',
  'not-found-page',
  'subscription',
  // The old name of /terms-of-use: a 301 to it (apps/web/src/lib/site-routes.ts MOVED_PAGES).
  'term-of-use',
  'ja',
  'en',
  'fr',
  'de',
  'zh',
  'ar',
]);

/** `becamePublished`: visible now and not before this write (what web push announces). */
export type UpsertResult = {
  status: 'created' | 'updated' | 'unchanged';
  categoryUids: string[];
  becamePublished: boolean;
};

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
  if (RESERVED_SLUGS.has(file.slug))
    throw new ImportFileError(`slug '${file.slug}' is a reserved path of the site`);
  const clash = await db
    .selectFrom('categories')
    .select('uid')
    .where('uid', '=', file.slug)
    .executeTakeFirst();
  if (clash) throw new ImportFileError(`slug '${file.slug}' is already a category's path`);

  const author = await db
    .selectFrom('authors')
    .select('id')
    .where('slug', '=', file.author)
    .executeTakeFirst();
  if (!author) throw new ImportFileError(`unknown author '${file.author}'`);

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
    return { status: 'unchanged', categoryUids, becamePublished: false };

  const rendered = render(file.bodySource);
  const values = {
    title: file.title,
    description: file.description || rendered.text.slice(0, 120),
    keywords: file.keywords,
    body_source: file.bodySource,
    body_html: rendered.html,
    toc_json: JSON.stringify(rendered.toc),
    thumbnail: rendered.firstImage,
    plain_text: rendered.text,
    author_id: author.id,
    category_id: categoryId,
    status: file.status,
    published_at: file.published_at,
    content_hash: file.contentHash,
  };

  if (existing) {
    // Same transaction as the write: search shows the new words (or, for a draft, nothing) at
    // once. The old entry goes first, while the old text still says which tokens to delete.
    await removeFromSearchIndex(db, existing.id);
    await db
      .updateTable('articles')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', existing.id)
      .execute();
    await indexArticle(db, existing.id);
    return {
      status: 'updated',
      categoryUids,
      becamePublished: existing.status !== 'published' && file.status === 'published',
    };
  }
  const created = await db
    .insertInto('articles')
    .values({ ...values, slug: file.slug, locale: file.locale, updated_at: file.published_at })
    .returning('id')
    .executeTakeFirstOrThrow();
  await indexArticle(db, created.id);
  return { status: 'created', categoryUids, becamePublished: file.status === 'published' };
}

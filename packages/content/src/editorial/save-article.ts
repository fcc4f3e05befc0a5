import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { articleWriteTags } from '../cache-tags';
import { type RenderedArticle, renderArticleHtml, UnsafeHtmlError } from '../html';
import { markdownToHtml } from '../import/markdown';
import { indexArticle, removeFromSearchIndex } from '../search';
import { categoryUidsOf, fieldsOf, loadArticleRow } from './article-fields';
import { type Actor, ActorSchema, type ArticleInput, ArticleInputSchema } from './article-input';
import { EditConflictError, EditorialError } from './errors';
import { renameSlugGroup } from './rename-slug';
import { writeRevision, savesSince } from './revisions';
import { pathSegmentProblem } from './slug';

export type SaveResult = {
  id: number;
  /** The version the editor now holds: send it as the next save's baseVersion. */
  version: number;
  created: boolean;
  /** The cache tags this save touched: the caller purges them (purgeCacheTags). */
  tags: string[];
};

function render(source: string): RenderedArticle {
  try {
    return renderArticleHtml(source);
  } catch (e) {
    if (e instanceof UnsafeHtmlError)
      throw new EditorialError('unsafe_html', `本文を保存できません (${e.message})`);
    throw e;
  }
}

async function idOf(db: Db, table: 'categories' | 'authors', key: string | null) {
  if (key === null) return null;
  if (table === 'categories') {
    const c = await db
      .selectFrom('categories')
      .select('cid')
      .where('uid', '=', key)
      .executeTakeFirst();
    if (!c)
      throw new EditorialError(
        'invalid',
        `カテゴリ「${key}」がありません (unknown category '${key}')`,
      );
    return c.cid;
  }
  const a = await db.selectFrom('authors').select('id').where('slug', '=', key).executeTakeFirst();
  if (!a)
    throw new EditorialError('invalid', `著者「${key}」がありません (unknown author '${key}')`);
  return a.id;
}

/**
 * Creates or updates an article from the console, through the import's pipeline (sanitising,
 * lazy images, click-to-play embeds, heading ids, ruby) and search index, in one transaction.
 * A new article is a draft; saving a published one changes the public page at once. Every save
 * bumps the version and keeps a revision. Throws EditorialError (invalid, unsafe_html,
 * slug_taken, slug_reserved, not_found) or EditConflictError.
 */
export async function saveArticle(
  db: Db,
  rawInput: ArticleInput,
  rawActor: Actor,
  now = new Date(),
  action: 'save' | 'restore' = 'save',
): Promise<SaveResult> {
  const input = ArticleInputSchema.parse(rawInput);
  const actor = ActorSchema.parse(rawActor);
  // Markdown becomes HTML first, as at import; the stored source is always HTML.
  const source = input.format === 'markdown' ? markdownToHtml(input.body) : input.body;
  const rendered = render(source);
  return db.transaction().execute(async (trx) => {
    const problem = await pathSegmentProblem(trx, input.slug, 'article');
    if (problem) throw new EditorialError('slug_reserved', problem);
    const categoryId = await idOf(trx, 'categories', input.category);
    const authorId = await idOf(trx, 'authors', input.author);
    const at = now.toISOString();
    const values = {
      title: input.title,
      description: input.description || rendered.text.slice(0, 120),
      keywords: input.keywords,
      body_source: source,
      body_html: rendered.html,
      toc_json: JSON.stringify(rendered.toc),
      thumbnail: input.thumbnail ?? rendered.firstImage,
      plain_text: rendered.text,
      author_id: authorId,
      category_id: categoryId,
      content_hash: `console:${createHash('sha256').update(JSON.stringify(input)).digest('hex')}`,
      updated_at: at,
    };
    const taken = (slug: string, locale: string, except?: number) => {
      let q = trx
        .selectFrom('articles')
        .select('id')
        .where('slug', '=', slug)
        .where('locale', '=', locale);
      if (except !== undefined) q = q.where('id', '!=', except);
      return q.executeTakeFirst();
    };
    const slugTaken = () =>
      new EditorialError(
        'slug_taken',
        `「${input.slug}」(${input.locale}) は別の記事が使っています (slug '${input.slug}' is taken in ${input.locale})`,
      );

    if (input.id === undefined) {
      if (await taken(input.slug, input.locale)) throw slugTaken();
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
      return { id, version: 1, created: true, tags: [] };
    }

    const before = await loadArticleRow(trx, input.id);
    if (!before)
      throw new EditorialError(
        'not_found',
        `記事 ${input.id} がありません (no article ${input.id})`,
      );
    if (before.locale !== input.locale)
      throw new EditorialError(
        'invalid',
        '言語は変えられません: 翻訳は同じスラッグで別に作成します (a locale cannot change; a translation is its own article with the same slug)',
      );
    const base = input.baseVersion as number;
    if (before.version !== base)
      throw new EditConflictError(before.version, await savesSince(trx, input.id, base));
    if (before.slug !== input.slug && (await taken(input.slug, input.locale, input.id)))
      throw slugTaken();
    const tags = new Set<string>();
    const publicBefore = before.status === 'published';
    if (publicBefore) {
      for (const t of articleWriteTags({
        slug: before.slug,
        locale: before.locale,
        categoryUids: await categoryUidsOf(trx, before.category_id),
      }))
        tags.add(t);
      for (const t of articleWriteTags({
        slug: input.slug,
        locale: input.locale,
        categoryUids: await categoryUidsOf(trx, categoryId),
      }))
        tags.add(t);
    }
    // The old entry goes first, while the old text still says which tokens to delete.
    await removeFromSearchIndex(trx, input.id);
    // The version check is repeated in the write itself: two saves based on the same version
    // cannot both pass, whatever the timing (the loser's transaction rolls back).
    const updated = await trx
      .updateTable('articles')
      .set({ ...values, version: sql`version + 1` })
      .where('id', '=', input.id)
      .where('version', '=', base)
      .executeTakeFirst();
    if (!updated.numUpdatedRows)
      throw new EditConflictError(base + 1, await savesSince(trx, input.id, base));
    if (before.slug !== input.slug)
      for (const t of await renameSlugGroup(
        trx,
        { from: before.slug, to: input.slug, savedId: input.id },
        actor,
        now,
      ))
        tags.add(t);
    await indexArticle(trx, input.id);
    const after = await loadArticleRow(trx, input.id);
    if (!after)
      throw new EditorialError(
        'not_found',
        `記事 ${input.id} がありません (no article ${input.id})`,
      );
    await writeRevision(trx, {
      articleId: input.id,
      version: after.version,
      actor,
      action,
      fields: fieldsOf(after),
      at,
    });
    return { id: input.id, version: after.version, created: false, tags: [...tags] };
  });
}

import type { Db } from '@tsuzuri/db';
import { type RenderedArticle, renderArticleHtml, UnsafeHtmlError } from '../html';
import { markdownToHtml } from '../import/markdown';
import { type ArticleInput, ArticleInputSchema, type ParsedArticleInput } from './article-input';
import { EditorialError } from './errors';

/** A save's input, checked, with its body as the HTML source and the pipeline's rendering of it. */
export type PreparedSave = { input: ParsedArticleInput; source: string; rendered: RenderedArticle };

function render(source: string): RenderedArticle {
  try {
    return renderArticleHtml(source);
  } catch (e) {
    if (e instanceof UnsafeHtmlError)
      throw new EditorialError('unsafe_html', `本文を保存できません (${e.message})`);
    throw e;
  }
}

/** Parses the console's input and renders its body (before any transaction: pure work). */
export function prepareSave(rawInput: ArticleInput): PreparedSave {
  const input = ArticleInputSchema.parse(rawInput);
  // Markdown becomes HTML first, as at import; the stored source is always HTML.
  const source = input.format === 'markdown' ? markdownToHtml(input.body) : input.body;
  return { input, source, rendered: render(source) };
}

/** The id of a category (by uid) or an author (by slug), or undefined when there is none. */
export async function idByKey(
  db: Db,
  table: 'categories' | 'authors',
  key: string,
): Promise<number | undefined> {
  return table === 'categories'
    ? (await db.selectFrom('categories').select('cid').where('uid', '=', key).executeTakeFirst())
        ?.cid
    : (await db.selectFrom('authors').select('id').where('slug', '=', key).executeTakeFirst())?.id;
}

/** The id of a category (by uid) or an author (by slug); null for none; refused when unknown. */
export async function idOf(db: Db, table: 'categories' | 'authors', key: string | null) {
  if (key === null) return null;
  const id = await idByKey(db, table, key);
  if (id === undefined)
    throw new EditorialError(
      'invalid',
      table === 'categories'
        ? `カテゴリ「${key}」がありません (unknown category '${key}')`
        : `著者「${key}」がありません (unknown author '${key}')`,
    );
  return id;
}

/** Refuses a slug another article of the same locale uses (`except`: the article being saved). */
export async function assertSlugFree(db: Db, slug: string, locale: string, except?: number) {
  let q = db
    .selectFrom('articles')
    .select('id')
    .where('slug', '=', slug)
    .where('locale', '=', locale);
  if (except !== undefined) q = q.where('id', '!=', except);
  if (await q.executeTakeFirst())
    throw new EditorialError(
      'slug_taken',
      `「${slug}」(${locale}) は別の記事が使っています (slug '${slug}' is taken in ${locale})`,
    );
}

/** A locale never changes: a translation is its own article with the same slug. */
export function assertSameLocale(before: string, after: string) {
  if (before !== after)
    throw new EditorialError(
      'invalid',
      '言語は変えられません: 翻訳は同じスラッグで別に作成します (a locale cannot change; a translation is its own article with the same slug)',
    );
}

export const notFound = (id: number) =>
  new EditorialError('not_found', `記事 ${id} がありません (no article ${id})`);

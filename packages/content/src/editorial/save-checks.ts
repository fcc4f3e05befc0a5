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
      throw new EditorialError(
        'unsafe_html',
        {
          ja: `本文を保存できません (${e.message})`,
          en: `The body cannot be saved (${e.message})`,
        },
        'body',
      );
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
        ? { ja: `カテゴリ「${key}」がありません`, en: `There is no category “${key}”` }
        : { ja: `著者「${key}」がありません`, en: `There is no author “${key}”` },
      table === 'categories' ? 'category' : 'author',
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
      {
        ja: `「${slug}」(${locale}) は別の記事が使っています`,
        en: `Another ${locale} article already has the slug “${slug}”`,
      },
      'slug',
    );
}

/** A locale never changes: a translation is its own article with the same slug. */
export function assertSameLocale(before: string, after: string) {
  if (before !== after)
    throw new EditorialError(
      'invalid',
      {
        ja: '言語は変えられません: 翻訳は同じスラッグで別に作成します',
        en: 'The language cannot change; a translation is its own article with the same slug',
      },
      'locale',
    );
}

export const notFound = (id: number) =>
  new EditorialError('not_found', {
    ja: `記事 ${id} がありません`,
    en: `There is no article ${id}`,
  });

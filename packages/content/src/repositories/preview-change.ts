import type { Db } from '@tsuzuri/db';
import { loadArticleChange } from '../editorial/article-changes';
import { DESCRIPTION_FROM_BODY } from '../editorial/article-fields';
import { renderArticleHtml } from '../html';

/** The columns of an article page's row that an unpublished change can alter. */
export type ChangeableRow = {
  id: number;
  title: string;
  description: string;
  thumbnail: string | null;
  keywords: string;
  body_html: string;
  plain_text: string;
  toc_json: string;
  cid: number | null;
  category_uid: string | null;
  category_name: string | null;
  author_slug: string | null;
  author_avatar: string | null;
  author_name: string | null;
  author_bio: string | null;
};

async function categoryOf(db: Db, uid: string, locale: string, fallbackLocale: string) {
  return db
    .selectFrom('categories as c')
    .leftJoin('category_translations as ct', (j) =>
      j.onRef('ct.cid', '=', 'c.cid').on('ct.locale', '=', locale),
    )
    .leftJoin('category_translations as cf', (j) =>
      j.onRef('cf.cid', '=', 'c.cid').on('cf.locale', '=', fallbackLocale),
    )
    .select(['c.cid', 'c.uid'])
    .select((eb) => eb.fn.coalesce('ct.name', 'cf.name').as('name'))
    .where('c.uid', '=', uid)
    .executeTakeFirst();
}

async function authorOf(db: Db, slug: string, locale: string, fallbackLocale: string) {
  return db
    .selectFrom('authors as au')
    .leftJoin('author_translations as at', (j) =>
      j.onRef('at.author_id', '=', 'au.id').on('at.locale', '=', locale),
    )
    .leftJoin('author_translations as af', (j) =>
      j.onRef('af.author_id', '=', 'au.id').on('af.locale', '=', fallbackLocale),
    )
    .select(['au.slug', 'au.avatar'])
    .select((eb) => [
      eb.fn.coalesce('at.name', 'af.name').as('name'),
      eb.fn.coalesce('at.bio', 'af.bio').as('bio'),
    ])
    .where('au.slug', '=', slug)
    .executeTakeFirst();
}

/**
 * A preview of a published article shows its unpublished change, if any (docs/product.md#
 * unpublished-changes): the row as the change would make it, rendered by the same pipeline and
 * with the same defaults as publishing it would (description from the text, thumbnail from the
 * first image). The address stays the article's live one, even when the change renames it.
 * Without a change the row comes back as it is.
 */
export async function withUnpublishedChange<R extends ChangeableRow>(
  db: Db,
  row: R,
  locale: string,
  fallbackLocale: string,
): Promise<R> {
  const change = await loadArticleChange(db, row.id);
  if (!change) return row;
  const f = change.fields;
  const rendered = renderArticleHtml(f.body);
  const category = f.category ? await categoryOf(db, f.category, locale, fallbackLocale) : null;
  const author = f.author ? await authorOf(db, f.author, locale, fallbackLocale) : null;
  return {
    ...row,
    title: f.title,
    description: f.description || rendered.text.slice(0, DESCRIPTION_FROM_BODY),
    thumbnail: f.thumbnail ?? rendered.firstImage,
    keywords: f.keywords,
    body_html: rendered.html,
    plain_text: rendered.text,
    toc_json: JSON.stringify(rendered.toc),
    cid: category?.cid ?? null,
    category_uid: category?.uid ?? null,
    category_name: category?.name ?? null,
    author_slug: author?.slug ?? null,
    author_avatar: author?.avatar ?? null,
    author_name: author?.name ?? null,
    author_bio: author?.bio ?? null,
  };
}

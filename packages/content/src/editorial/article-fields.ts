import type { Db, EditorialState } from '@tsuzuri/db';
import { decodeAttribute } from '../html/images';

/** How long the description a save makes from the body is, when none was typed. */
export const DESCRIPTION_FROM_BODY = 120;

/** An article's editable fields as a revision keeps them (and restore writes them back). */
export type RevisionFields = {
  title: string;
  slug: string;
  locale: string;
  description: string;
  keywords: string;
  category: string | null;
  author: string | null;
  thumbnail: string | null;
  body: string;
  state: EditorialState;
  publishAt: string | null;
};

/** The article's row with its category uid and author slug, as the editorial functions read it. */
export async function loadArticleRow(db: Db, id: number) {
  return db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.cid', 'a.category_id')
    .leftJoin('authors as u', 'u.id', 'a.author_id')
    .select([
      'a.id',
      'a.slug',
      'a.locale',
      'a.title',
      'a.description',
      'a.keywords',
      'a.body_source',
      'a.plain_text',
      'a.thumbnail',
      'a.status',
      'a.editorial_state',
      'a.publish_at',
      'a.published_at',
      'a.version',
      'a.category_id',
      'c.uid as category_uid',
      'u.slug as author_slug',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof loadArticleRow>>>;

/** The `src` of the first image of a body as the console saves it (HTML), or null. */
function firstImageOf(body: string): string | null {
  const src = /<img\s[^>]*?\bsrc="([^"]*)"/.exec(body)?.[1];
  return src === undefined ? null : decodeAttribute(src);
}

/**
 * The article's editable fields as the editor typed them. A save with no description or
 * thumbnail stores the body's first words and first image in their columns (the pages and the
 * search index read them there); read back as typed, they froze: the editor saw text they never
 * wrote, and a rewritten body kept the old description. A stored value that is exactly what the
 * body gives is "none typed", so each save makes it again from the body as it is then.
 */
export function fieldsOf(row: ArticleRow): RevisionFields {
  const fromBody = row.plain_text.slice(0, DESCRIPTION_FROM_BODY);
  return {
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    description: row.description === fromBody ? '' : row.description,
    keywords: row.keywords,
    category: row.category_uid,
    author: row.author_slug,
    thumbnail: row.thumbnail === firstImageOf(row.body_source) ? null : row.thumbnail,
    body: row.body_source,
    state: row.editorial_state,
    publishAt: row.publish_at,
  };
}

/** The uids whose pages list an article of this category: its own and its parent's. */
export async function categoryUidsOf(db: Db, cid: number | null): Promise<string[]> {
  if (cid === null) return [];
  const cat = await db
    .selectFrom('categories')
    .select(['uid', 'pid'])
    .where('cid', '=', cid)
    .executeTakeFirst();
  if (!cat) return [];
  const parent = cat.pid
    ? await db.selectFrom('categories').select('uid').where('cid', '=', cat.pid).executeTakeFirst()
    : undefined;
  return parent ? [cat.uid, parent.uid] : [cat.uid];
}

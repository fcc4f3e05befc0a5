import type { Db, EditorialState } from '@tsuzuri/db';

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

export function fieldsOf(row: ArticleRow): RevisionFields {
  return {
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    description: row.description,
    keywords: row.keywords,
    category: row.category_uid,
    author: row.author_slug,
    thumbnail: row.thumbnail,
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

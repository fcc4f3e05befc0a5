import { type Db, dialectOf } from '@tsuzuri/db';
import { changesInCategory } from './article-changes';
import { categoryTags, noCategory } from './categories';
import { EditorialError } from './errors';

/**
 * Deletes a category nobody uses: no sub-category, no article of any state (drafts too, whose
 * category would silently go) and no unpublished change that moves an article into it. Refused otherwise, saying what still uses it. Its URL answers 404
 * from then on; the navigation and the sitemap are purged. Returns its uid and the tags to purge.
 */
export async function deleteCategory(
  db: Db,
  cid: number,
): Promise<{ uid: string; tags: string[] }> {
  return db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL: an article saved into the category meanwhile waits for this delete
    // (and is then refused: no such category), rather than lose its category to the foreign
    // key's SET NULL after the count below. SQLite's write transactions run one at a time.
    const category = trx.selectFrom('categories').select(['uid']).where('cid', '=', cid);
    const row = await (dialectOf(trx) === 'postgres'
      ? category.forUpdate()
      : category
    ).executeTakeFirst();
    if (!row) throw noCategory(cid);
    const count = async (table: 'categories' | 'articles') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((e) => e.fn.countAll<number>().as('n'))
            .where(table === 'categories' ? 'pid' : 'category_id', '=', cid)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const children = await count('categories');
    if (children)
      throw new EditorialError('in_use', {
        ja: `このカテゴリの下に子カテゴリが ${children} 件あります。先に移すか削除してください`,
        en: `It has ${children} sub-categor${children === 1 ? 'y' : 'ies'}. Move or delete ${children === 1 ? 'it' : 'them'} first`,
      });
    const articles = await count('articles');
    if (articles)
      throw new EditorialError('in_use', {
        ja: `このカテゴリの記事が ${articles} 件あります（下書きを含む）。記事のカテゴリを変えてから削除してください`,
        en: `${articles} article${articles === 1 ? ' is' : 's are'} in it (drafts included). Give ${articles === 1 ? 'it' : 'them'} another category first`,
      });
    // An unpublished change that moves its article here could never be published without it. (It
    // is JSON, not a foreign key: a change saved during this transaction is not held back by the
    // lock above, and its publish is then refused with the category's name.)
    const changes = await changesInCategory(trx, row.uid);
    if (changes)
      throw new EditorialError('in_use', {
        ja: `記事のまだ公開していない変更 ${changes} 件がこのカテゴリを使っています。変更を公開するか破棄してから削除してください`,
        en: `${changes} unpublished change${changes === 1 ? '' : 's'} to articles use${changes === 1 ? 's' : ''} it. Publish or discard ${changes === 1 ? 'it' : 'them'} first`,
      });
    await trx.deleteFrom('category_translations').where('cid', '=', cid).execute();
    await trx.deleteFrom('categories').where('cid', '=', cid).execute();
    return { uid: row.uid, tags: categoryTags(row.uid) };
  });
}

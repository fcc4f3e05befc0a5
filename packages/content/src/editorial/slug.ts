import type { Db } from '@tsuzuri/db';
import { RESERVED_SLUGS } from '../import/reserved-slugs';
import type { RefusalTexts } from './errors';

/** Article slugs, category uids and author slugs: lowercase letters, digits, single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * Why a first path segment cannot be an article's slug or a category's uid (in the console's
 * two languages), or null when it can. Articles and categories share the site's first path segment (/{slug}, /{uid}), so each
 * must avoid the site's own routes (RESERVED_SLUGS, checked against the app's folders by
 * site-routes.folders.test.ts) and the other's names. One rule for the import and the console.
 */
export async function pathSegmentProblem(
  db: Db,
  segment: string,
  as: 'article' | 'category',
  own?: { categoryCid?: number },
): Promise<RefusalTexts | null> {
  if (!SLUG_PATTERN.test(segment))
    return {
      ja: `「${segment}」は使えません。半角英小文字・数字・ハイフンだけで入力してください`,
      en: `“${segment}” cannot be used: lowercase letters, digits and hyphens only`,
    };
  if (RESERVED_SLUGS.has(segment))
    return {
      ja: `「${segment}」はサイトが使うパスのため使えません`,
      en: `“${segment}” is a path the site itself uses`,
    };
  let categories = db.selectFrom('categories').select('cid').where('uid', '=', segment);
  if (own?.categoryCid !== undefined) categories = categories.where('cid', '!=', own.categoryCid);
  if (await categories.executeTakeFirst())
    return {
      ja: `「${segment}」はすでにカテゴリのパスです`,
      en: `“${segment}” is already a category’s path`,
    };
  if (as === 'category') {
    const article = await db
      .selectFrom('articles')
      .select('id')
      .where('slug', '=', segment)
      .executeTakeFirst();
    if (article)
      return {
        ja: `「${segment}」はすでに記事のパスです`,
        en: `“${segment}” is already an article’s path`,
      };
  }
  return null;
}

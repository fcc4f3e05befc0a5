import type { Db } from '@tsuzuri/db';
import { EditorialError } from './errors';
import { articlePath } from './paths';
import { PREVIEW_PARAM } from './preview-param';
import { createPreviewToken, PREVIEW_TTL_MS } from './preview-token';

/**
 * The site-relative link that shows an article, in any state, at its real URL in the real
 * layout until it expires: /{slug}?preview=… (prefixed in other locales). Anyone holding it can
 * view that one article; nothing else. The front never caches such a URL.
 */
export async function previewLink(
  db: Db,
  articleId: number,
  now = new Date(),
  ttlMs = PREVIEW_TTL_MS,
): Promise<string> {
  const a = await db
    .selectFrom('articles')
    .select(['slug', 'locale'])
    .where('id', '=', articleId)
    .executeTakeFirst();
  if (!a)
    throw new EditorialError('not_found', {
      ja: `記事 ${articleId} がありません`,
      en: `There is no article ${articleId}`,
    });
  return `${articlePath(a.slug, a.locale)}?${PREVIEW_PARAM}=${createPreviewToken(articleId, now, ttlMs)}`;
}

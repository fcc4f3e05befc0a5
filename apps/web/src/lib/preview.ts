import 'server-only';
import { verifyPreviewToken } from '@tsuzuri/content/editorial/preview-token';
import { cache } from 'react';
import { repositories } from '../repositories';

/**
 * The article a preview link shows: the one its token names, at this slug and locale, in any
 * state. A token that is malformed, tampered with or expired opens nothing: the page then shows
 * what a visitor sees (the published article, or the site's 404). The front never caches a URL
 * with ?preview= (front/preview.ts).
 */
export const getPreviewArticle = cache(async (slug: string, locale: string, token: string) => {
  const checked = verifyPreviewToken(token);
  if (!checked.ok) return null;
  const article = await (await repositories()).articles.bySlug(slug, locale, checked.articleId);
  return article && article.id === checked.articleId ? article : null;
});

/** The token of a request's ?preview= (the first, when repeated), or undefined. */
export const previewTokenOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

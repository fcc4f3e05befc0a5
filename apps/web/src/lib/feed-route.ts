import 'server-only';
import { isConfiguredLocale, siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { repositories } from '@/repositories';
import { type FeedItem, renderRss } from './rss';
import { feedPath, pathFor } from './site-routes';

/** How many of the newest articles a feed lists. */
export const FEED_ITEMS = 20;

const notFound = () =>
  new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });

/**
 * The RSS feed of a locale: the site's newest articles, or a category's (with its children's,
 * as its page lists them; the blog is the "blog" category). Read through the repositories, so
 * the render's read tags (the locale's latest list, the category) purge it with the content.
 * Adult-listed articles stay out, as they do of the sitemap.
 */
export async function feedResponse(locale: string, categoryUid?: string): Promise<Response> {
  if (!isConfiguredLocale(locale)) return notFound();
  const config = siteConfig();
  const { articles, categories } = await repositories();
  const category = categoryUid ? await categories.byUid(categoryUid, locale) : null;
  if (categoryUid && !category) return notFound();
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    articles.list({
      locale,
      order: 'latest',
      page: 1,
      perPage: FEED_ITEMS,
      categoryIds: category ? await categories.idsWithChildren(category.cid) : undefined,
      excludeSlugs: config.adultUrls,
    }),
  ]);
  const where = { locale, defaultLocale: config.defaultLocale };
  const absolute = (path: string) => new URL(path, config.siteUrl).toString();
  const items: FeedItem[] = page.items.map((a) => ({
    title: a.title,
    link: absolute(pathFor('entry', { slug: a.slug }, where)),
    description: a.description,
    publishedAt: a.publishedAt,
    updatedAt: a.updatedAt,
    category: a.category?.name,
  }));
  const body = renderRss({
    title: category ? `${category.name} | ${config.siteName}` : t('title'),
    link: absolute(
      category ? pathFor('entry', { slug: category.uid }, where) : pathFor('home', {}, where),
    ),
    self: absolute(feedPath(category?.uid, where)),
    description: category?.description || t('description'),
    language: locale,
    items,
  });
  return new Response(body, { headers: { 'content-type': 'application/rss+xml; charset=utf-8' } });
}

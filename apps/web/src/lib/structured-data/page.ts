import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import { BLOG_CATEGORY_UID, type Article } from '@tsuzuri/content';
import type { Crumb } from '@/components/ui/Breadcrumb';
import { canonicalUrl, cardImage, localizedPath } from '../metadata';
import { pathFor } from '../site-routes';
import type { GraphArticle, GraphCrumb, GraphSite } from './graph';

/** The organisation's logo as crawlers want it: a square raster image of at least 112 px. */
export const LOGO = { path: '/images/logo-512.png', width: 512, height: 512 };

const absolute = (path: string) => new URL(path, siteConfig().siteUrl).toString();

/** The site's part of every page's graph, from the settings (docs/product.md#structured-data). */
export function graphSite(locale: string): GraphSite {
  const config = siteConfig();
  const origin = new URL(config.siteUrl).origin;
  return {
    name: config.siteName,
    origin,
    homeUrl: canonicalUrl(locale, '/'),
    inLanguage: locale,
    logo: { url: absolute(LOGO.path), width: LOGO.width, height: LOGO.height },
    sameAs: Object.values(config.social).filter((u): u is string => Boolean(u)),
    // The search page reads `q` (site-routes.ts); the braces must stay unescaped in the template.
    searchUrlTemplate: `${absolute(localizedPath(locale, pathFor('search-result')))}?q={search_term_string}`,
  };
}

/** The visible breadcrumbs as graph items: the same names, in order, with absolute links. */
export function graphCrumbs(locale: string, crumbs: Crumb[]): GraphCrumb[] {
  return crumbs.map((c) => ({
    name: c.name,
    ...(c.href ? { url: absolute(localizedPath(locale, c.href)) } : {}),
  }));
}

/**
 * An article's node: a BlogPosting when it is in the blog (the blog category or one under it,
 * which its breadcrumbs show), an Article otherwise. Its images: the social card, then its own
 * thumbnail when it has one.
 */
export function graphArticle(article: Article, crumbs: Crumb[]): GraphArticle {
  const blogHref = `/${BLOG_CATEGORY_UID}`;
  const inBlog = crumbs.some((c) => c.href === blogHref);
  return {
    type: inBlog ? 'BlogPosting' : 'Article',
    headline: article.title,
    description: article.description,
    images: [
      cardImage(article.locale, article).url,
      ...(article.thumbnail ? [absolute(article.thumbnail)] : []),
    ],
    author: article.author
      ? {
          name: article.author.name,
          ...(article.author.avatar ? { image: absolute(article.author.avatar) } : {}),
        }
      : null,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    section: article.category?.name,
  };
}

import 'server-only';
import { BLOG_CATEGORY_UID } from '@tsuzuri/content';
import { repositories } from '../repositories';
import { siteConfig } from '@tsuzuri/config';
import { readSiteSettings, type SiteSettings } from '@tsuzuri/content/settings';
import { getDb } from '@tsuzuri/db';
import { cache } from 'react';

/**
 * The page layer's doors into the content package. `cache` only de-duplicates calls within
 * one render (generateMetadata and the page ask for the same article); nothing outlives the
 * request — the front page cache is the single page cache.
 */
export const getNavigation = cache(async (locale: string) =>
  (await repositories()).categories.navigation(locale),
);

export const getArticle = cache(async (slug: string, locale: string) =>
  (await repositories()).articles.bySlug(slug, locale),
);

export const getCategory = cache(async (uid: string, locale: string) =>
  (await repositories()).categories.byUid(uid, locale),
);

export const getArticleLocales = cache(async (slug: string) =>
  (await repositories()).articles.localesOf(slug),
);

type ListKind = 'latest' | 'popular' | 'blog';

/** One page of a listing; `null` when the page number is past the end (→ 404). */
export const getListing = cache(
  async (kind: ListKind, locale: string, page: number, categoryUid?: string) => {
    const repos = await repositories();
    let categoryIds: number[] | undefined;
    const uid = kind === 'blog' ? BLOG_CATEGORY_UID : categoryUid;
    if (uid) {
      const category = await repos.categories.byUid(uid, locale);
      if (!category) return null;
      categoryIds = await repos.categories.idsWithChildren(category.cid);
    }
    const result = await repos.articles.list({
      locale,
      order: kind === 'popular' ? 'popular' : 'latest',
      page,
      perPage: siteConfig().pageSize,
      categoryIds,
    });
    if (page > 1 && page > result.pageCount) return null;
    return result;
  },
);

/** The short lists every sidebar and the home page show. */
export const getSidebarLists = cache(async (locale: string) => {
  const { articles } = await repositories();
  const [latest, popular] = await Promise.all([
    articles.top({ locale, order: 'latest', perPage: 5 }),
    articles.top({ locale, order: 'popular', perPage: 5 }),
  ]);
  return { latest, popular };
});

/** The first cards of the latest or popular list, uncounted (the home page's two sections). */
export const getTopArticles = cache(
  async (kind: 'latest' | 'popular', locale: string, perPage: number) =>
    (await repositories()).articles.top({ locale, order: kind, perPage }),
);

export const getProducts = cache(async (locale: string) =>
  (await repositories()).products.list(locale),
);

export const getProduct = cache(async (slug: string, locale: string) =>
  (await repositories()).products.bySlug(slug, locale),
);

/** The product the promo boxes and the home page show, or undefined (then they show nothing). */
/**
 * The settings editors changed in the console (site settings, migration 0019); {} when none was
 * saved or the read fails: the pages then show the configured values (an optional part never
 * breaks a page).
 */
export const getSiteSettings = cache(
  async (): Promise<SiteSettings> => readSiteSettings(await getDb()).catch(() => ({})),
);

/** The promo boxes' product: the one chosen in the site settings, else the first by sort order. */
export const getPromotedProduct = cache(async (locale: string) => {
  const [{ products }, settings] = await Promise.all([repositories(), getSiteSettings()]);
  const chosen = settings.promo?.product;
  return (chosen && (await products.bySlug(chosen, locale))) || products.promoted(locale);
});

/** Every listed article of a locale (the link page); bounded so a huge site stays one query. */
export const getSitemapArticles = cache(async (locale: string) => {
  const { articles } = await repositories();
  const page = await articles.list({ locale, order: 'latest', page: 1, perPage: 2000 });
  return page.items;
});

/** The product a download link's thank-you page names by pid (undefined: the site's 404). */
export const getProductByPid = cache(async (pid: string, locale: string) =>
  (await repositories()).products.byAppIdOrPid({ pid }, locale),
);

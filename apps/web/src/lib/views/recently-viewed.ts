/** The recently-viewed cookie: article slugs, newest first, at most five (docs/product.md#cookies). */
export const RECENTLY_VIEWED_COOKIE = 'recently_viewed';
export const RECENTLY_VIEWED_MAX = 5;
export const RECENTLY_VIEWED_MAX_AGE = 30 * 24 * 3600;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function readRecentlyViewed(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split('|')
    .filter((s) => SLUG.test(s))
    .slice(0, RECENTLY_VIEWED_MAX);
}

/** Puts `slug` first, drops its older entry and anything beyond the fifth. */
export function pushRecentlyViewed(value: string | undefined, slug: string): string {
  return [slug, ...readRecentlyViewed(value).filter((s) => s !== slug)]
    .slice(0, RECENTLY_VIEWED_MAX)
    .join('|');
}

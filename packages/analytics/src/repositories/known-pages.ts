import type { Kysely } from 'kysely';
import { siteConfig } from '@tsuzuri/config';
import type { Database } from '@tsuzuri/db';

/** The one daily rollup row of every page the site does not have (made-up or mistyped paths). */
export const OTHER_PAGE = '(other)';

/**
 * What the front made of a page path (apps/web/front/analytics/page-path.ts): one of the site's
 * own routes, a page of a listing, a slug (an article, a standalone page or a category, with the
 * article's id when the path gave one), or nothing the site routes.
 */
export type PageRoute =
  | { kind: 'fixed' }
  | { kind: 'listing'; page: number }
  | { kind: 'entry'; slug: string; id?: number }
  | { kind: 'unknown' };

/** How long an answer about the site's pages is reused: a new article is rolled up on its own row within this. */
const TTL_MS = 60_000;
const MAX_CACHED = 20_000;
export type KnownPagesCache = {
  entries: Map<string, { id: number | null; expires: number }>;
  listed: Map<string, { count: number; expires: number }>;
};

export const knownPagesCache = (): KnownPagesCache => ({ entries: new Map(), listed: new Map() });

type Page = { route?: PageRoute; locale: string };

/**
 * Which of these pages the site has, asked of the content tables and cached for a minute, so
 * that made-up paths cannot add rollup rows: a listing page up to the last page of the listed
 * articles, a published article or standalone page of the locale (with its own id when one is
 * given), a category; the site's fixed routes always. A slug not found is asked again in the next
 * batch (never cached as missing), so a page published a moment ago is found at once.
 */
export async function knownPages(
  trx: Kysely<Database>,
  pages: Page[],
  cache: KnownPagesCache,
  now = Date.now(),
): Promise<boolean[]> {
  const fresh = <T extends { expires: number }>(hit: T | undefined) =>
    hit && hit.expires > now ? hit : undefined;
  const key = (p: Page & { route: { kind: 'entry'; slug: string } }) =>
    `${p.locale}|${p.route.slug}`;

  const entries = pages.filter(
    (p): p is Page & { route: { kind: 'entry'; slug: string } } => p.route?.kind === 'entry',
  );
  const unknown = [...new Set(entries.filter((p) => !fresh(cache.entries.get(key(p)))).map(key))];
  if (unknown.length) {
    if (cache.entries.size > MAX_CACHED) cache.entries.clear();
    const slugs = [...new Set(unknown.map((k) => k.slice(k.indexOf('|') + 1)))];
    for (let i = 0; i < slugs.length; i += 400) {
      const part = slugs.slice(i, i + 400);
      const [articles, categories] = await Promise.all([
        trx
          .selectFrom('articles')
          .select(['id', 'slug', 'locale'])
          .where('slug', 'in', part)
          .where('status', '=', 'published')
          .execute(),
        trx.selectFrom('categories').select('uid').where('uid', 'in', part).execute(),
      ]);
      for (const a of articles)
        cache.entries.set(`${a.locale}|${a.slug}`, { id: a.id, expires: now + TTL_MS });
      const cats = new Set(categories.map((c) => c.uid));
      for (const k of unknown)
        if (cats.has(k.slice(k.indexOf('|') + 1)))
          cache.entries.set(k, { id: null, expires: now + TTL_MS });
    }
  }

  for (const locale of new Set(
    pages.filter((p) => p.route?.kind === 'listing').map((p) => p.locale),
  )) {
    if (fresh(cache.listed.get(locale))) continue;
    const row = await trx
      .selectFrom('articles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('locale', '=', locale)
      .where('status', '=', 'published')
      .where('category_id', 'is not', null)
      .executeTakeFirst();
    cache.listed.set(locale, { count: Number(row?.n ?? 0), expires: now + TTL_MS });
  }

  const pageCount = (locale: string) =>
    Math.max(1, Math.ceil((cache.listed.get(locale)?.count ?? 0) / siteConfig().pageSize));
  return pages.map((p) => {
    const route = p.route;
    if (!route || route.kind === 'unknown') return false;
    if (route.kind === 'fixed') return true;
    if (route.kind === 'listing') return route.page <= pageCount(p.locale);
    const hit = cache.entries.get(`${p.locale}|${route.slug}`);
    if (!hit) return false;
    // "/{slug}/{id}" is the article only with its own id (another id is a 404); a category has no id.
    return route.id === undefined || route.id === hit.id;
  });
}

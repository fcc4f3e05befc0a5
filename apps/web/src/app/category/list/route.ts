import { repositories } from '@/repositories';
import { localizedApi, ok } from '@/lib/api/envelope';

export const dynamic = 'force-dynamic';

/**
 * GET /category/list?language=ja[&is_simple=1][&origin_url=…]: the category tree. `is_simple=1`
 * gives navigation items only (cid, uid, name, children); otherwise descriptions are included.
 * Cached by the front in the API-response cache (type=1).
 */
export const GET = localizedApi(async (locale, url) => {
  const { categories } = await repositories();
  const nav = await categories.navigation(locale);
  if (url.searchParams.get('is_simple') === '1') return ok(nav);
  const full = await Promise.all(nav.map((c) => categories.byUid(c.uid, locale)));
  return ok(
    full
      .filter((c) => c !== null)
      .map((c) => ({
        cid: c.cid,
        pid: c.pid,
        uid: c.uid,
        name: c.name,
        description: c.description,
        children: c.children,
      })),
  );
});

import { isConfiguredLocale, repositories } from '@tsuzuri/content';
import { z } from 'zod';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { visitorFromHeaders } from '@/lib/visitor';
import { isBot } from '@/lib/views/bots';
import { pushRecentlyViewed, RECENTLY_VIEWED_COOKIE, RECENTLY_VIEWED_MAX_AGE } from '@/lib/views/recently-viewed';

export const dynamic = 'force-dynamic';

const ViewPing = z.object({ slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(200), locale: z.string().max(5) });
// One counted view per reader and article per half hour: reloads do not inflate the ranking.
const perReader = memoryRateLimiter(1, 30 * 60_000);

/**
 * POST /api/view {slug, locale}: the page-view ping an article page sends after it mounts (the
 * page itself comes from the cache, so rendering cannot count). Bots are not counted. Always
 * answers 204 and keeps the recently-viewed cookie.
 */
export async function POST(request: Request): Promise<Response> {
  let body: unknown = null;
  try {
    body = JSON.parse(await request.text());
  } catch {}
  const ping = ViewPing.safeParse(body);
  if (!ping.success || !isConfiguredLocale(ping.data.locale)) return new Response(null, { status: 400 });
  const { slug, locale } = ping.data;
  const reader = `${visitorFromHeaders(request.headers).ip}|${slug}|${locale}`;
  if (!isBot(request.headers.get('user-agent')) && (await perReader.hit(reader)).allowed) {
    await (await repositories()).views.record(slug, locale);
  }
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${RECENTLY_VIEWED_COOKIE}=([^;]*)`))?.[1];
  const value = pushRecentlyViewed(cookie ? decodeURIComponent(cookie) : undefined, slug);
  return new Response(null, {
    status: 204,
    headers: { 'set-cookie': `${RECENTLY_VIEWED_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${RECENTLY_VIEWED_MAX_AGE}; SameSite=Lax`, 'cache-control': 'no-store' },
  });
}

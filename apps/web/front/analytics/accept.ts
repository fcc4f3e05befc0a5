import { createHash, randomUUID } from 'node:crypto';
import type { AnalyticsEventInput } from '@tsuzuri/analytics';
import { SCROLL_MILESTONES } from '@tsuzuri/tracker/protocol';
import { firstInWindow } from '@/lib/abuse/first-in-window';
import type { RateLimiter } from '@/lib/abuse/rate-limit';
import { isBot } from '@/lib/views/bots';
import { remembered } from '@/lib/remembered';
import { normalizedPagePath, pageOf } from './page-path';
import { RecentMap } from './recent';
import type { Payload } from './schema';

/** Session length when the payload brings none: about 30 minutes (docs/product.md#cookies, s_id). */
export const SESSION_MS = 30 * 60_000;
/** One counted article view per address and article per half hour: reloads do not inflate rankings. */
export const ARTICLE_VIEW_WINDOW_MS = 30 * 60_000;

/** The ids and timestamps the tracker keeps in its cookies (protocol.ts ReportReply data). */
export type IssuedIds = {
  token_id?: string;
  tmp_token_id?: string;
  doc_id: string;
  visit_timestamp: number;
  s_id: string;
  s_expiration: number;
  recall_data?: string;
  track_data?: string;
  ad_channel?: string;
  order_tag?: string;
};

export type AcceptOptions = {
  locales: readonly string[];
  defaultLocale: string;
  pageName: (pathname: string) => string;
  /** Secret salt of the address hash that stands in for a reader without ids. */
  salt: string;
  /**
   * Lets one article view per address key, locale and article through per ARTICLE_VIEW_WINDOW_MS
   * (limit 1): shared by the workers, and by the instances through Redis. The address, not the
   * reader ids: those are the client's to choose, and the ranking must not be.
   */
  articleViews: RateLimiter;
  now?: () => number;
};

const newId = () => randomUUID().replaceAll('-', '');

/** The page an event is about: its normalized path, locale, route and tracking page name. */
function pageFor(url: string | undefined, opts: AcceptOptions) {
  const pathname = normalizedPagePath(url);
  const { locale, route } = pageOf(pathname, opts.locales, opts.defaultLocale);
  return { pathname, locale, route, pageName: pathname === '-' ? '-' : opts.pageName(pathname) };
}

/** Reported URLs whose page is remembered: readers' beacons name the same pages over and over. */
const PAGES_REMEMBERED = 2_000;

/**
 * pageFor, remembered per reported URL (it depends on nothing else): reading a URL is most of
 * what accepting a beacon costs.
 */
const rememberedPages = (opts: AcceptOptions) =>
  remembered(
    PAGES_REMEMBERED,
    (url: string | undefined) => url ?? null,
    (url) => pageFor(url, opts),
  );

/**
 * Turns a valid payload into the event the queue stores and the ids the reply carries. Ids are
 * issued when the payload has none: a temporary token for a new visitor, a doc id for the page view, a
 * session with a 30-minute expiry. Stateful rules: an article view counts once per address and
 * half hour (opts.articleViews, shared), scroll milestones once per page view (per process).
 */
export function createAcceptor(opts: AcceptOptions) {
  const now = opts.now ?? Date.now;
  const scrollDepth = new RecentMap<number>(100_000, SESSION_MS, now);
  const pageOfUrl = rememberedPages(opts);

  return async function accept(
    payload: Payload,
    uploadId: string,
    visitor: { ip: string; userAgent: string; referer?: string },
  ): Promise<{ event: AnalyticsEventInput; ids: IssuedIds }> {
    const at = now();
    const ids: IssuedIds = {
      // token_id is the signed-in visitor's (the route guard reads it), so it is only echoed;
      // an anonymous visitor is issued a temporary token instead.
      token_id: payload.token_id,
      tmp_token_id: payload.tmp_token_id ?? (payload.token_id ? undefined : newId()),
      doc_id: payload.doc_id ?? newId(),
      visit_timestamp: payload.visit_timestamp ?? at,
      s_id: payload.s_id ?? newId(),
      s_expiration: at + SESSION_MS,
      recall_data: payload.recall_data,
      track_data: payload.track_data,
      ad_channel: payload.ad_channel,
      order_tag: payload.order_tag,
    };
    const page = pageOfUrl(payload.url ?? visitor.referer);
    const bot = isBot(visitor.userAgent);
    // The ids the visitor brought, not the ones just issued: a beacon never reads its reply, so
    // a fresh token per request would make every reload a new reader.
    const reader =
      payload.token_id ??
      payload.tmp_token_id ??
      payload.finger_id ??
      `ip:${createHash('sha256').update(`${opts.salt}|${visitor.ip}|${visitor.userAgent}`).digest('base64url').slice(0, 22)}`;
    const event: AnalyticsEventInput = {
      uploadId,
      receivedAt: new Date(at),
      event: payload.event,
      pagePath: page.pathname,
      pageName: page.pageName,
      locale: page.locale,
      route: page.route,
      reader,
      bot,
      fields: {
        ...payload,
        token_id: ids.token_id,
        tmp_token_id: ids.tmp_token_id,
        doc_id: ids.doc_id,
        s_id: ids.s_id,
        visit_timestamp: ids.visit_timestamp,
      },
    };
    if (!bot && payload.event === 'page_view' && page.route.kind === 'entry') {
      // Whether the slug is an article the repository knows; the limiter only says "not yet counted".
      const { slug } = page.route;
      if (await firstInWindow(opts.articleViews, visitor.ip, `${page.locale}|${slug}`))
        event.articleSlug = slug;
    }
    if (!bot && payload.event === 'page_scroll') {
      // Milestones reached for the first time in this page view (a fast scroll reports only 100).
      const key = payload.page_load_id ?? payload.doc_id ?? `${reader}|${page.pathname}`;
      const before = scrollDepth.get(key) ?? 0;
      const percent = payload.highest_page_viewed_percent ?? 0;
      event.scrollDepths = SCROLL_MILESTONES.filter((m) => m > before && m <= percent);
      if (event.scrollDepths.length) scrollDepth.set(key, Math.max(before, ...event.scrollDepths));
    }
    return { event, ids };
  };
}

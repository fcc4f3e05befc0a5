import type { CookieJar } from './cookies';
import type { AbTry, TrackingPayload } from './protocol';

/** The front's A/B cookies (apps/web/front/ab-test.ts sets them): variant a or b, 30 days. */
export const AB_COOKIES = ['sidebarAB', 'resourceBannerAB'] as const;
const AB_DAYS = 30;

/** The fields every event carries from the visitor's cookies (ids, session, attribution). */
export function visitorFields(jar: CookieJar): Partial<TrackingPayload> {
  return {
    token_id: jar.get('token_id'),
    tmp_token_id: jar.get('tmp_token_id'),
    finger_id: jar.get('finger_id'),
    s_id: jar.get('s_id'),
    visit_timestamp: Number(jar.get('visit_timestamp')) || undefined,
    email: jar.get('user_email'),
    mac: jar.get('mac'),
    recall_data: jar.get('recall_data'),
    track_data: jar.get('track_data'),
    ad_channel: jar.get('ad_channel'),
    order_tag: jar.get('order_tag'),
    traffic_type: jar.get('traffic_type'),
    traffic_category: jar.get('traffic_category'),
    ab_try_list: abTryList(jar),
  };
}

/** The A/B variants this visitor sees, so results can be split by variant. */
export function abTryList(jar: CookieJar): AbTry[] {
  return AB_COOKIES.flatMap((key) => {
    const value = jar.other(key);
    return value === 'a' || value === 'b'
      ? [{ key, value, version: '1', expire_day: AB_DAYS }]
      : [];
  });
}

export function pageScrollHeight(doc: Document): number {
  return Math.max(doc.documentElement.scrollHeight, doc.body?.scrollHeight ?? 0);
}

/** The page's HTTP status from Navigation Timing (Chromium 109+); unknown elsewhere. */
export function navigationStatus(win: Window): number | undefined {
  try {
    const [entry] = win.performance.getEntriesByType('navigation') as (PerformanceEntry & {
      responseStatus?: number;
    })[];
    return entry?.responseStatus || undefined;
  } catch {
    return undefined;
  }
}

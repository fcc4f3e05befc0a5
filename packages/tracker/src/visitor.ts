import type { CookieJar, CookieName } from './cookies';
import { randomId } from './hash';
import type { ReportReply } from './protocol';

/** The guest cookie object (docs/product.md#cookies): when the visitor was first and last seen, how often they came. */
export type Guest = {
  last_active: number;
  session_count: number;
  created_at: number;
  user_agent: string;
  popup_count: number;
};

export type Visit = { guid: string; newVisitor: boolean; newSession: boolean };

/**
 * Starts a page view for the visitor: keeps (or mints) the visitor GUID, starts a session when
 * none is running (new session id, visit timestamp, session count + 1) and updates the guest
 * object. Ids are minted here because a beacon's reply is never read.
 */
export function beginVisit(jar: CookieJar, now: number, userAgent: string): Visit {
  const known = jar.get('guid');
  const guid = known ?? randomId();
  jar.set('guid', guid); // re-set on every visit: 365 days from the last one
  const newSession = !jar.get('s_id');
  if (newSession) {
    jar.set('s_id', randomId());
    jar.set('visit_timestamp', String(now));
  }
  const guest = readGuest(jar) ?? {
    created_at: now,
    session_count: 0,
    popup_count: 0,
    last_active: now,
    user_agent: '',
  };
  guest.last_active = now;
  guest.user_agent = userAgent.slice(0, 200);
  if (newSession) guest.session_count += 1;
  jar.set('guest', JSON.stringify(guest));
  return { guid, newVisitor: !known, newSession };
}

const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/**
 * The guest cookie, rebuilt field by field: any link can plant cookies (/cookie_set), so the
 * parsed object itself (with whatever keys it carries, `__proto__` included) is never kept,
 * changed and written back.
 */
export function readGuest(jar: CookieJar): Guest | undefined {
  try {
    const g = JSON.parse(jar.get('guest') ?? 'null');
    if (!g || typeof g.created_at !== 'number') return undefined;
    const agent = typeof g.user_agent === 'string' ? g.user_agent : '';
    return {
      created_at: g.created_at,
      last_active: count(g.last_active),
      session_count: count(g.session_count),
      popup_count: count(g.popup_count),
      user_agent: agent,
    };
  } catch {
    return undefined;
  }
}

/** Activity keeps the session alive: its cookie slides 30 minutes past the last event. */
export function touchSession(jar: CookieJar): void {
  jar.set('s_id', jar.get('s_id') ?? randomId());
}

const PATH_TRACK_LENGTH = 10;
/** The path-tracking cookie: the page names of the last pages seen (12 h), newest last. */
export function appendPathTrack(jar: CookieJar, pageName: string): void {
  const trail = (jar.get('path_track') ?? '').split('|').filter(Boolean);
  trail.push(pageName);
  jar.set('path_track', trail.slice(-PATH_TRACK_LENGTH).join('|'));
}

/** Landing-page query parameters that attribute the visit (an ad, a campaign), kept in cookies. */
const ATTRIBUTION_PARAMS = [
  'ad_channel',
  'order_tag',
  'traffic_type',
  'traffic_category',
  'mac',
  'recall_data',
  'track_data',
] as const;
export function captureAttribution(jar: CookieJar, search: string): void {
  const query = new URLSearchParams(search);
  for (const name of ATTRIBUTION_PARAMS) {
    const value = query.get(name);
    if (value && value.length <= 200) jar.set(name, value);
  }
}

const REPLY_COOKIES = [
  'token_id',
  'tmp_token_id',
  'doc_id',
  'visit_timestamp',
  'recall_data',
  'track_data',
  'ad_channel',
  'order_tag',
] as const satisfies readonly CookieName[];

/** Keeps what the report endpoint returned (only called for cscode 0) in the tracker's cookies (docs/product.md#cookies). */
export function storeReply(jar: CookieJar, data: ReportReply['data'], now: number): void {
  if (!data) return;
  for (const name of REPLY_COOKIES) {
    const value = data[name];
    if (value !== undefined && value !== null && value !== '') jar.set(name, String(value));
  }
  if (data.s_id) jar.set('s_id', data.s_id, sessionSeconds(data.s_expiration, now));
}

/** s_expiration may be epoch ms, epoch seconds or seconds from now; no value = the 30-minute default. */
export function sessionSeconds(expiration: number | undefined, now: number): number | undefined {
  if (!expiration || !Number.isFinite(expiration)) return undefined;
  const seconds =
    expiration > 1e12
      ? (expiration - now) / 1000
      : expiration > 1e9
        ? expiration - now / 1000
        : expiration;
  return seconds > 0 ? seconds : undefined;
}

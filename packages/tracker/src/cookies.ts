const MINUTE = 60;
const DAY = 86_400;
/** The lifetime of a tracker cookie given no expiry: about one session, 30 minutes. */
export const SESSION_SECONDS = 30 * MINUTE;
/** Attribution cookies have no lifetime of their own: the short 7-day default (docs/product.md#cookies). */
const ATTRIBUTION_SECONDS = 7 * DAY;

/** Every cookie the tracker writes, with its lifetime in seconds (docs/product.md#cookies). */
export const COOKIE_LIFETIMES = {
  guid: 365 * DAY,
  finger_id: 30 * DAY,
  token_id: 365 * DAY,
  tmp_token_id: 365 * DAY,
  doc_id: DAY,
  visit_timestamp: DAY,
  s_id: SESSION_SECONDS,
  page_load_id: SESSION_SECONDS,
  path_track: 12 * 3600,
  user_email: 3650 * DAY,
  guest: 365 * DAY,
  mac: 30 * DAY,
  recall_data: ATTRIBUTION_SECONDS,
  track_data: ATTRIBUTION_SECONDS,
  ad_channel: ATTRIBUTION_SECONDS,
  order_tag: ATTRIBUTION_SECONDS,
  traffic_type: ATTRIBUTION_SECONDS,
  traffic_category: ATTRIBUTION_SECONDS,
  // Dev mode's switch beside localStorage (dev.ts): as long as a browser keeps a cookie.
  tracker_dev: 400 * DAY,
} as const;

export type CookieName = keyof typeof COOKIE_LIFETIMES;

/** In the test environment every tracker cookie name starts with this, so test ids never mix with real ones. */
export const TEST_COOKIE_PREFIX = 'test_';

export type CookieJar = {
  get(name: CookieName): string | undefined;
  /** Writes with the name's lifetime (COOKIE_LIFETIMES) unless `maxAgeSeconds` is given. */
  set(name: CookieName, value: string, maxAgeSeconds?: number): void;
  /** A cookie the rest of the site writes (the A/B cookies), by its exact name. */
  other(name: string): string | undefined;
};

/** One cookie by its exact name (also those other parts of the site write, e.g. the A/B cookies). */
export function readCookie(doc: Document, name: string): string | undefined {
  return parseCookies(doc.cookie).get(name);
}

/** `document.cookie` as a map, values decoded; a name's first occurrence wins, as browsers send it. */
function parseCookies(cookies: string): Map<string, string> {
  const parsed = new Map<string, string>();
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    const name = eq > 0 ? part.slice(0, eq).trim() : '';
    if (!name || parsed.has(name)) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      parsed.set(name, decodeURIComponent(raw));
    } catch {
      parsed.set(name, raw);
    }
  }
  return parsed;
}

export function createCookieJar(
  doc: Document,
  opts: { testEnv: boolean; domain: string },
): CookieJar {
  const prefix = opts.testEnv ? TEST_COOKIE_PREFIX : '';
  const { hostname, protocol } = doc.location;
  // On the site's domain or a subdomain of it the ids are shared with its other subdomains.
  const onDomain =
    opts.domain && (hostname === opts.domain || hostname.endsWith(`.${opts.domain}`));
  const attributes = `; Path=/; SameSite=Lax${onDomain ? `; Domain=${opts.domain}` : ''}${protocol === 'https:' ? '; Secure' : ''}`;
  // A page view reads and writes a dozen tracker cookies in turn, and in Chromium each read that
  // follows a write asks the browser's cookie store across processes. So the jar reads
  // document.cookie once per task and keeps its own writes in that copy; the copy is dropped when
  // the task's synchronous work ends, so the next task sees every other writer's changes.
  let known: Map<string, string> | undefined;
  const current = () => {
    if (!known) {
      known = parseCookies(doc.cookie);
      queueMicrotask(() => {
        known = undefined;
      });
    }
    return known;
  };
  return {
    get: (name) => current().get(prefix + name) || undefined,
    other: (name) => current().get(name),
    set(name, value, maxAgeSeconds = COOKIE_LIFETIMES[name]) {
      doc.cookie = `${prefix}${name}=${encodeURIComponent(value)}; Max-Age=${Math.max(1, Math.round(maxAgeSeconds))}${attributes}`;
      current().set(prefix + name, value);
    },
  };
}

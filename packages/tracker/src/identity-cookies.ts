import { type CookieName, TEST_COOKIE_PREFIX } from './cookies';
import { AB_COOKIES } from './payload';
import { ONLINE_COOKIE } from './push/online-cookie';

export { AB_COOKIES };

/** The tracker's cookies that identify the visitor, their session or their login. */
const TRACKER_IDENTITY = [
  'guid',
  'finger_id',
  's_id',
  'token_id',
  'tmp_token_id',
  'user_email',
] as const satisfies readonly CookieName[];

/**
 * The cookies that say who a visitor is or that they are logged in: the visitor GUID, the
 * fingerprint id, the session, the login token and the temporary one, the e-mail, the push
 * client's online mark and the front's A/B variants. Only the site itself writes them; a link
 * (`/cookie_set`) must never plant one, under its plain or its test-environment (`test_`) name.
 */
export const IDENTITY_COOKIES = [...TRACKER_IDENTITY, ONLINE_COOKIE, ...AB_COOKIES] as const;

const identity = new Set<string>(IDENTITY_COOKIES.map((n) => n.toLowerCase()));

/**
 * True for a name a stranger's link must not set: an identity cookie (any letter case, with or
 * without the test prefix), a cookie-prefix name (`__Host-`, `__Secure-`), or one of `extra`.
 */
export function isReservedCookieName(name: string, extra: readonly string[] = []): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('__host-') || lower.startsWith('__secure-')) return true;
  const plain = lower.startsWith(TEST_COOKIE_PREFIX)
    ? lower.slice(TEST_COOKIE_PREFIX.length)
    : lower;
  return (
    identity.has(lower) ||
    identity.has(plain) ||
    extra.some((e) => e.toLowerCase() === lower || e.toLowerCase() === plain)
  );
}

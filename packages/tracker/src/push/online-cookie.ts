import { readCookie, TEST_COOKIE_PREFIX } from '../cookies';

/** Set when the register call answers code 200: the visitor is reachable by push (docs/product.md#push-prompt). */
export const ONLINE_COOKIE = 'push_online';
/**
 * 30 days, the long default for a cookie with no lifetime of its own (docs/product.md#cookies). The client
 * skips the register call while it is set, so a subscribed visitor re-registers about monthly:
 * the service's updated_at then says which subscriptions are still in use.
 */
export const ONLINE_COOKIE_SECONDS = 30 * 86_400;

const nameFor = (testEnv = false) => (testEnv ? TEST_COOKIE_PREFIX : '') + ONLINE_COOKIE;
const attributes = (doc: Document) =>
  `; Path=/; SameSite=Lax${doc.location.protocol === 'https:' ? '; Secure' : ''}`;

export function markOnline(doc: Document, testEnv?: boolean): void {
  doc.cookie = `${nameFor(testEnv)}=1; Max-Age=${ONLINE_COOKIE_SECONDS}${attributes(doc)}`;
}

export function clearOnline(doc: Document, testEnv?: boolean): void {
  if (isOnline(doc, testEnv)) doc.cookie = `${nameFor(testEnv)}=; Max-Age=0${attributes(doc)}`;
}

export function isOnline(doc: Document, testEnv?: boolean): boolean {
  return readCookie(doc, nameFor(testEnv)) === '1';
}

import { TEST_COOKIE_PREFIX } from '@tsuzuri/tracker/cookies';
import { parseCookies } from '../cookies';

/** The reader's attribution as the payment page receives it (the tracker's field names). */
export type Attribution = { order_tag?: string; ad_channel?: string; traffic_type?: string };
export const ATTRIBUTION_FIELDS = ['order_tag', 'ad_channel', 'traffic_type'] as const;

/**
 * What an attribution value may be: campaign codes, not text. Anything else (markup, another
 * URL, control characters, a 2 KB string) is dropped rather than passed to the payment page.
 */
const VALUE = /^[\p{L}\p{N}_.:~-]{1,64}$/u;

/**
 * The reader's order tag, ad channel and traffic type: from the link's query when it carries
 * them, else from the tracker's cookies (docs/analytics.md#cookies; `test_` names in the test
 * environment), which hold what the landing URL or the analytics reply set.
 */
export function readAttribution(
  query: URLSearchParams,
  cookieHeader: string | undefined,
  testEnvironment: boolean,
): Attribution {
  const cookies = parseCookies(cookieHeader);
  const prefix = testEnvironment ? TEST_COOKIE_PREFIX : '';
  const out: Attribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = [query.get(field), cookies[`${prefix}${field}`]].find((v) => v && VALUE.test(v));
    if (value) out[field] = value;
  }
  return out;
}

import { COOKIE_LIFETIMES } from '@tsuzuri/tracker/cookies';
import { ONLINE_COOKIE, ONLINE_COOKIE_SECONDS } from '@tsuzuri/tracker/online-cookie';
import { RECENTLY_VIEWED_COOKIE, RECENTLY_VIEWED_MAX_AGE } from '@/lib/views/recently-viewed';
import { AB_COOKIES, AB_MAX_AGE } from './ab-test';
import { COOKIE_SET_MAX_AGE } from './edge-rules';

/** One cookie the site writes, with the lifetime its writer gives it. */
export type SiteCookie = { name: string; maxAgeSeconds: number; writer: string };

/**
 * Every cookie this site sets, read from the constants its writers use, so the cookie policy
 * (packages/content/seed/pages/cookies-policy*.md) can be checked against the code: see
 * site-cookies.test.ts, which also fails when a new file starts writing cookies.
 */
export const SITE_COOKIES: readonly SiteCookie[] = [
  ...AB_COOKIES.map((name) => ({ name, maxAgeSeconds: AB_MAX_AGE, writer: 'front (A/B test)' })),
  {
    name: RECENTLY_VIEWED_COOKIE,
    maxAgeSeconds: RECENTLY_VIEWED_MAX_AGE,
    writer: 'article page script',
  },
  ...Object.entries(COOKIE_LIFETIMES).map(([name, maxAgeSeconds]) => ({
    name,
    maxAgeSeconds,
    writer: 'tracker',
  })),
  { name: ONLINE_COOKIE, maxAgeSeconds: ONLINE_COOKIE_SECONDS, writer: 'push client' },
];

/** `/cookie_set` takes its names from the link, so the policy lists it by its lifetime only. */
export const COOKIE_SET_LIFETIME = COOKIE_SET_MAX_AGE;

/** The source files that write cookies, each covered by an entry above (or by /cookie_set). */
export const COOKIE_WRITERS = [
  'apps/web/front/ab-test.ts',
  'apps/web/front/cookies.ts',
  'apps/web/front/edge-rules.ts',
  'apps/web/src/components/article/RecentlyViewed.client.tsx',
  'packages/tracker/src/cookies.ts',
  'packages/tracker/src/push/online-cookie.ts',
  // The tracker's test helpers write cookies into a test document only.
  'packages/tracker/src/testing.ts',
];

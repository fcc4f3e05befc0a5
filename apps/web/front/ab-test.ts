import { AB_COOKIES } from '@tsuzuri/tracker/identity-cookies';
import { serializeCookie } from './cookies';

/** The A/B cookies (docs/product.md#ab-test), each holding variant a or b for 30 days (one list, the tracker's: it reports them). */
export { AB_COOKIES };
export const AB_MAX_AGE = 30 * 24 * 3600; // 2592000000 ms
/** The variants that change the rendered page, and so belong in the page-cache key. */
export const AB_KEYED = ['sidebarAB'] as const;

const AB_PATTERNS = Object.fromEntries(
  AB_COOKIES.map((n) => [n, new RegExp(`(?:^|;\\s*)${n}=([ab])(?:;|$)`)]),
) as Record<string, RegExp>;

export type AbAssignment = { variants: Record<string, 'a' | 'b'>; setCookies: string[] };

/**
 * Keeps a visitor's variants; draws a or b for any cookie they do not have yet. Not HttpOnly:
 * the tracker reads them to report the variants (ab_try_list, packages/tracker/src/payload.ts).
 */
export function assignVariants(
  cookieHeader: string | undefined,
  opts: { secure: boolean },
  random = Math.random,
): AbAssignment {
  const variants: Record<string, 'a' | 'b'> = {};
  const setCookies: string[] = [];
  for (const name of AB_COOKIES) {
    // A direct look for `name=a|b` instead of parsing every cookie: this runs on every request.
    const held = cookieHeader ? AB_PATTERNS[name].exec(cookieHeader)?.[1] : undefined;
    if (held === 'a' || held === 'b') {
      variants[name] = held;
    } else {
      variants[name] = random() < 0.5 ? 'a' : 'b';
      setCookies.push(
        serializeCookie(name, variants[name], { maxAge: AB_MAX_AGE, secure: opts.secure }),
      );
    }
  }
  return { variants, setCookies };
}

/** The header the front passes to Next so the page can render its variant. */
export function variantsHeader(variants: Record<string, string>): string {
  return AB_KEYED.map((k) => `${k}=${variants[k]}`).join(';');
}

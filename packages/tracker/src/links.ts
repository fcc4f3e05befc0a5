import type { CookieJar } from './cookies';
import type { TrackerPageConfig } from './protocol';

type LinkRules = Pick<
  TrackerPageConfig,
  'outboundDomains' | 'outboundExclusions' | 'downloadPaths' | 'purchasePaths'
>;
export type LinkKind = 'download' | 'purchase' | 'outbound';

/** `host` is the domain itself or one of its subdomains. */
const hostMatches = (hostname: string, domain: string) =>
  hostname === domain || hostname.endsWith(`.${domain}`);

/** An exclusion is a host (subdomains included) or, when it has a slash, a host+path prefix. */
function excluded(url: URL, entry: string): boolean {
  return entry.includes('/')
    ? `${url.host}${url.pathname}`.startsWith(entry)
    : hostMatches(url.hostname, entry);
}

/**
 * The outbound rule (docs/product.md#link-rules): the link is written as an absolute http(s) URL, points to another
 * host than the current page, to one of the configured domains, and to none of the exclusions.
 */
export function outboundUrl(
  href: string | null,
  rules: LinkRules,
  currentHost: string,
): URL | undefined {
  if (!href || !/^https?:\/\//i.test(href)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.host === currentHost) return undefined;
  if (!rules.outboundDomains.some((domain) => hostMatches(url.hostname, domain))) return undefined;
  if (rules.outboundExclusions.some((entry) => excluded(url, entry))) return undefined;
  return url;
}

/** What a click on a link to `href` means: download and purchase by path, then outbound; else nothing. */
export function classifyLink(
  href: string | null,
  rules: LinkRules,
  location: Location,
): { kind: LinkKind; url: URL } | undefined {
  if (!href) return undefined;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (rules.downloadPaths.includes(url.pathname)) return { kind: 'download', url };
  if (rules.purchasePaths.includes(url.pathname)) return { kind: 'purchase', url };
  if (outboundUrl(href, rules, location.host)) return { kind: 'outbound', url };
  return undefined;
}

/** Query parameters that carry the visitor and session ids to the configured sibling sites. */
export const DECORATION_PARAMS = { visitor: 'guid', session: 's_id' } as const;

/** Appends the visitor and session ids to every outbound link (idempotent: re-running only refreshes them). */
export function decorateOutboundLinks(doc: Document, rules: LinkRules, jar: CookieJar): void {
  const guid = jar.get('guid');
  const session = jar.get('s_id');
  if (!guid) return;
  for (const link of doc.querySelectorAll('a[href]')) {
    const url = outboundUrl(link.getAttribute('href'), rules, doc.location.host);
    if (!url) continue;
    url.searchParams.set(DECORATION_PARAMS.visitor, guid);
    if (session) url.searchParams.set(DECORATION_PARAMS.session, session);
    if (url.href !== link.getAttribute('href')) link.setAttribute('href', url.href);
  }
}

/**
 * How page tags travel to an edge cache (Varnish with xkey, a CDN): the web front lists a stored
 * page's tags in response headers, and the purge relay names the same tags in its purges, so both
 * sides must spell a tag alike. docs/caching.md#the-edge.
 */

/** Header names: Varnish's xkey reads `xkey`; Fastly reads `Surrogate-Key`, Cloudflare `Cache-Tag`. */
export const EDGE_TAG_HEADERS = ['xkey', 'surrogate-key', 'cache-tag'] as const;

/**
 * How long an edge may keep a stored page, and serve it stale (Surrogate-Control, RFC-less but read
 * by Varnish's VCL here and by CDNs). Long on purpose: a content write purges by tag within a
 * second, so the lifetime only bounds what a lost purge could leave behind.
 */
export const EDGE_MAX_AGE_S = 3600;
/** Stale answered at once while the edge fetches the new copy (the backend is up). */
export const EDGE_STALE_WHILE_REVALIDATE_S = 30;
/** Stale answered while no web instance answers at all. */
export const EDGE_STALE_IF_ERROR_S = 86_400;
export const SURROGATE_CONTROL = `max-age=${EDGE_MAX_AGE_S}, stale-while-revalidate=${EDGE_STALE_WHILE_REVALIDATE_S}, stale-if-error=${EDGE_STALE_IF_ERROR_S}`;

// Tags are ASCII today (slugs are [a-z0-9-]); anything else (a space or comma would split a tag,
// a non-Latin-1 character cannot be sent in a header at all) is percent-encoded, byte by byte.
const PLAIN = /^[A-Za-z0-9:._~/-]+$/;

/** One tag as it appears in the edge headers and in purges. */
export function edgeTag(tag: string): string {
  if (PLAIN.test(tag)) return tag;
  return encodeURIComponent(tag).replace(/%3A/g, ':').replace(/%2F/g, '/');
}

/** The edge headers of a stored page: its tags (space separated) in each of EDGE_TAG_HEADERS. */
export function edgeHeaders(tags: readonly string[]): Record<string, string> {
  const out: Record<string, string> = { 'surrogate-control': SURROGATE_CONTROL };
  // A page that read nothing tagged (robots.txt) still gets a key, so an edge purge of
  // everything the site stored can name it.
  const list = [...new Set(tags.map(edgeTag)), EDGE_ALL_TAG].join(' ');
  for (const name of EDGE_TAG_HEADERS) out[name] = list;
  return out;
}

/** A tag every stored page carries: purging it empties the edge of this site's pages. */
export const EDGE_ALL_TAG = 'site';

import { edgeHeaders } from '@tsuzuri/cache-protocol/edge-tags';
import type { CacheEntry } from './entry';
import { overtakenEntries } from './page-cache';
import type { CacheState } from './cache-state';

/** What an edge cache may store (docs/caching.md#the-edge): pages and client-router payloads. */
const EDGE_STORABLE_TYPE = /^(text\/html|text\/x-component)\b/;

/**
 * The headers that let an edge in front (Varnish with xkey, a CDN) store this answer and purge it
 * by tag: only to a request that came through the trusted proxy (TRUST_PROXY,
 * through-proxy.ts) — a browser talking to the front directly has no use for them, and they
 * are ~500 bytes of the site's internal names on every answer — and only on a 200 page the front
 * itself stored, never on a STALE answer (the copy of a purged page, sent while it re-renders)
 * nor on a render a purge overtook (sent, not stored): an edge keeping either would outlive the
 * purge. The edge strips them before the visitor (deploy/varnish/tsuzuri.vcl).
 */
export function edgeHeadersFor(
  entry: CacheEntry,
  state: CacheState,
  status: number,
  throughProxy: boolean,
): Record<string, string> {
  if (!throughProxy) return {};
  if (status !== 200 || state === 'STALE' || state === 'BYPASS') return {};
  if (overtakenEntries.has(entry)) return {};
  if (!EDGE_STORABLE_TYPE.test(entry.headers['content-type'] ?? '')) return {};
  return edgeHeaders(entry.tags);
}

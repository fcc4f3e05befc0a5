import { edgeHeaders } from '@tsuzuri/cache-protocol/edge-tags';
import type { CacheEntry } from './entry';
import { overtakenEntries } from './page-cache';
import type { CacheState } from './cache-state';

/** What an edge cache may store (docs/caching.md#the-edge): pages and client-router payloads. */
const EDGE_STORABLE_TYPE = /^(text\/html|text\/x-component)\b/;

/**
 * The headers that let an edge in front (Varnish with xkey, a CDN) store this answer and purge it
 * by tag: only on a 200 page the front itself stored, and never on a STALE answer (the copy of a
 * purged page, sent while it re-renders) nor on a render a purge overtook (sent, not stored): an
 * edge keeping either would outlive the purge. Browsers ignore them; the edge strips them
 * (deploy/varnish/tsuzuri.vcl).
 */
export function edgeHeadersFor(
  entry: CacheEntry,
  state: CacheState,
  status: number,
): Record<string, string> {
  if (status !== 200 || state === 'STALE' || state === 'BYPASS') return {};
  if (overtakenEntries.has(entry)) return {};
  if (!EDGE_STORABLE_TYPE.test(entry.headers['content-type'] ?? '')) return {};
  return edgeHeaders(entry.tags);
}

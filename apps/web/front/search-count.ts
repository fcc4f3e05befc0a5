import type { IncomingMessage, ServerResponse } from 'node:http';
import { getDb } from '@tsuzuri/db';
import { searchesRepository } from '@tsuzuri/analytics/console';
import type { RateLimiter } from '@/lib/abuse/rate-limit';
import { visitorFromHeaders } from '@/lib/abuse/visitor-address';
import { noteReaderSearch, type PendingSearch } from '@/lib/search-log';
import { cleanSearchQuery } from '@/lib/search-query';
import { sentCacheState } from './respond';
import type { SiteUrl } from '@/lib/site-routes';

const recordInDatabase = async (entries: PendingSearch[]) =>
  searchesRepository(await getDb()).recordAll(entries);

/**
 * What readers search for is counted here, at the front, because most searches of a popular
 * query are answered from the cache and never reach the render (docs/analytics.md#searches).
 * A search is the first page of a query answered 200 to a reader: a document load or a client
 * navigation, never a router prefetch (a link to a search scrolled into view is not a search).
 * Only answers from a cache are counted here; a render counts its own search with its result
 * count (search-result/page.tsx), so each search is one note, never two. A reader's repeat of a
 * query counts once in SEARCH_COUNT_WINDOW_MS (`limiter`; without one, every search counts).
 */
export function countSearchWhenAnswered(
  req: IncomingMessage,
  res: ServerResponse,
  site: SiteUrl,
  limiter: RateLimiter | undefined,
  record: (entries: PendingSearch[]) => Promise<void> = recordInDatabase,
): void {
  if (site.route !== 'search-result' || req.method !== 'GET') return;
  if (req.headers['next-router-prefetch'] || req.headers['next-router-segment-prefetch']) return;
  const url = req.url ?? '';
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const page = params.get('page');
  const query = cleanSearchQuery(params.get('q') ?? '');
  if (!query || (page !== null && page !== '1')) return;
  res.once('finish', () => {
    // A render counts its own search (search-result/page.tsx): only a cache's answer is ours.
    const state = sentCacheState.get(res) ?? res.getHeader('x-page-cache');
    if (res.statusCode !== 200 || (state !== 'HIT' && state !== 'STALE')) return;
    const note = { query, locale: site.locale, searches: 1, results: null } as const;
    void noteReaderSearch(note, visitorFromHeaders(req.headers).ip, limiter, record);
  });
}

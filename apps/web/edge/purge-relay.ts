import http from 'node:http';
import { PurgesResponseSchema } from '@tsuzuri/cache-protocol';
import type { CacheClient } from '@tsuzuri/cache-protocol/client';
import { EDGE_ALL_TAG, edgeTag } from '@tsuzuri/cache-protocol/edge-tags';
import type { Logger } from 'pino';
import { BLIND_TRUST_MS, FEED_WAIT_MS, nextReadInMs } from '../front/feed';
import type { PurgeEvent } from '../front/l2-types';

/** One purge sent to the edge: these tags, or everything it stored (the tag every page carries). */
export type EdgePurge = { kind: 'tags'; tags: string[] } | { kind: 'all' };

/**
 * What the edge must drop for a batch of feed events. Tags map to tags. Anything else (an
 * operator's delete of named keys, a reset, another build's clearByVersion) or a feed that lost
 * events empties the edge: it cannot tell which of its pages those were, and refilling from the
 * fronts' own caches is cheap.
 */
export function edgePurgesFor(events: PurgeEvent[], feedReset: boolean): EdgePurge[] {
  if (feedReset || events.some((e) => e.kind !== 'tags')) return [{ kind: 'all' }];
  const tags = [...new Set(events.flatMap((e) => e.values.map(edgeTag)))];
  return tags.length ? [{ kind: 'tags', tags }] : [];
}

// Varnish refuses request headers beyond http_req_hdr_len (8 KB): long lists go in parts.
const TAGS_PER_REQUEST = 100;

/** Sends purges to Varnish (PURGE with xkey-purge), on its address from EDGE_PURGE_URL. */
export function createEdgeSender(edgeUrl: string, timeoutMs = 2000) {
  const base = new URL(edgeUrl);
  const send = (method: 'PURGE', headers: Record<string, string>) =>
    new Promise<void>((resolve, reject) => {
      const req = http.request(
        { host: base.hostname, port: base.port || 80, method, path: '/', headers },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve()
              : reject(new Error(`edge answered ${res.statusCode} to ${method}`)),
          );
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`edge did not answer ${method}`)));
      req.on('error', reject);
      req.end();
    });
  return async (purge: EdgePurge): Promise<void> => {
    const tags = purge.kind === 'all' ? [EDGE_ALL_TAG] : purge.tags;
    for (let i = 0; i < tags.length; i += TAGS_PER_REQUEST)
      await send('PURGE', { 'xkey-purge': tags.slice(i, i + TAGS_PER_REQUEST).join(' ') });
  };
}

export type RelayOptions = {
  /** Between reads of the feed after a failure (each read is held by the service otherwise). */
  intervalMs?: number;
  /** How long the service may hold a read with nothing new (front/feed.ts). */
  waitMs?: number;
  /**
   * Each purge is sent again this long after the first. A front hears of a purge on its own read
   * of the feed, as the relay does, and may hear later (a read that failed is retried after
   * 250 ms): an edge miss in between can still get the front's old copy, and the second purge
   * removes it. Short enough that a publish is on the edge within a second.
   */
  echoMs?: number;
  blindTrustMs?: number;
};

/**
 * Follows the cache service's purge feed (the one the fronts follow) and sends each purge to the
 * edge. Starts by emptying the edge (purges made while the relay was away are unknown), and does
 * so again whenever the feed has been unreachable for BLIND_TRUST_MS, like the fronts distrust
 * their copies then. Returns stop().
 */
export function relayPurges(
  client: CacheClient,
  sendToEdge: (p: EdgePurge) => Promise<void>,
  log: Logger,
  {
    intervalMs = 100,
    waitMs = FEED_WAIT_MS,
    echoMs = 600,
    blindTrustMs = BLIND_TRUST_MS,
  }: RelayOptions = {},
): () => void {
  let since: number | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let lastHeard = Date.now();
  const echoes = new Set<NodeJS.Timeout>();

  const deliver = async (purges: EdgePurge[], echo: boolean) => {
    for (const p of purges) {
      try {
        await sendToEdge(p);
      } catch (err) {
        // The edge is down or restarting: it comes back empty or is emptied at the next start.
        log.warn({ err, purge: p }, 'edge purge failed');
      }
    }
    if (echo && echoMs > 0 && !stopped) {
      const t = setTimeout(() => {
        echoes.delete(t);
        void deliver(purges, false);
      }, echoMs);
      echoes.add(t);
    }
  };

  /** Whether the feed answered with a newer seq than the relay had. */
  const tick = async (startedAt: number): Promise<boolean> => {
    const reply = await client.callOffPath(
      'GET',
      '/purges',
      since === null ? {} : { since: String(since), wait: String(waitMs) },
      { timeoutMs: waitMs + 2000 },
    );
    const parsed =
      reply?.status === 200
        ? PurgesResponseSchema.safeParse(JSON.parse(reply.body.toString('utf8')))
        : null;
    if (parsed?.success) {
      const feed = parsed.data;
      // Blind: no read reached the feed for the bound before this one began. The time this read
      // was held, and the purges the last one sent, are not time without the feed.
      const blind = startedAt - lastHeard >= blindTrustMs;
      const purges =
        since === null || blind
          ? [{ kind: 'all' as const }]
          : edgePurgesFor(feed.events, feed.reset === true);
      if (purges.length) {
        await deliver(purges, since !== null);
        log.info({ seq: feed.seq, purges }, 'purges relayed to the edge');
      }
      lastHeard = Date.now();
      const newer = feed.seq !== since;
      since = feed.seq;
      return newer;
    }
    if (Date.now() - lastHeard >= blindTrustMs)
      log.warn('purge feed unreachable: the edge is emptied once it answers again');
    return false;
  };
  const loop = async () => {
    const startedAt = Date.now();
    let newer = false;
    try {
      newer = await tick(startedAt);
    } catch (err) {
      log.warn({ err }, 'purge relay failed');
    }
    if (!stopped) timer = setTimeout(loop, nextReadInMs(startedAt, intervalMs, newer));
  };
  timer = setTimeout(loop, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const t of echoes) clearTimeout(t);
  };
}

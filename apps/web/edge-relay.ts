/**
 * The edge's purge relay: follows the cache service's purge feed and sends each purge to Varnish
 * (xkey), so a publish reaches the edge within a second. Started by `npm run start:edge`; in
 * production, one per Varnish, on the same machine (Varnish accepts purges from loopback only).
 * docs/caching.md#the-edge.
 */
import { createCacheClient } from '@tsuzuri/cache-protocol/client';
import { siteConfig } from '@tsuzuri/config';
import { cacheServiceUrl, EDGE_RELAY_VARIABLES, type EnvOf, readEnv } from '@tsuzuri/env';
import { pino } from 'pino';
import { createEdgeSender, relayPurges } from './edge/purge-relay';

let env: EnvOf<typeof EDGE_RELAY_VARIABLES>;
try {
  env = readEnv(EDGE_RELAY_VARIABLES, 'the edge purge relay');
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const cacheUrl = cacheServiceUrl(env);
if (!cacheUrl) {
  console.error('the edge purge relay needs the cache service: CACHE_URL must not be empty');
  process.exit(1);
}
const log = pino({ level: env.LOG_LEVEL, name: 'edge-relay' });
// The feed is public (no admin key): the client only reads it.
const client = createCacheClient({
  baseUrl: cacheUrl,
  domain: siteConfig().domain,
  adminKey: '',
  timeoutMs: 1000,
});
const stop = relayPurges(client, createEdgeSender(env.EDGE_PURGE_URL), log);
log.info({ feed: cacheUrl, edge: env.EDGE_PURGE_URL }, 'edge purge relay ready');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stop();
    process.exit(0);
  });

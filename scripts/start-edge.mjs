// npm run start:edge: the cluster of `npm run start:cluster` (two web instances on PORT and
// PORT+1, the page-cache service on CACHE_PORT, shared PostgreSQL and Redis) with Varnish in
// front on EDGE_PORT (default 6081), running deploy/varnish/tsuzuri.vcl, and the purge relay
// that carries the cache service's purges to it. See docs/caching.md#the-edge. Like npm start, it
// begins on a fresh clone: only Node's modules and setup.mjs load before the install
// (scripts/start-before-install.test.ts), the rest after it.
import path from 'node:path';
import { afterInstall, ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();
const { startCluster } = await afterInstall('./cluster.mjs');
const { ensureVarnish, spawnEdgeRelay, startVarnish } = await afterInstall('./varnish.mjs');
ensureVarnish();

const port = Number(process.env.PORT ?? 3000);
const edgePort = Number(process.env.EDGE_PORT ?? 6081);
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(root, 'data', 'cluster'));
let cluster;
let varnish;
let relay;
let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  relay?.kill('SIGTERM');
  await varnish?.stop();
  await cluster?.stop();
  process.exit(code);
};
const onExit = (name, code) => {
  if (stopping) return;
  console.error(`✗ ${name} exited (${code}); stopping everything`);
  void stop(1);
};
cluster = await startCluster({
  ports: [port, port + 1],
  cachePort: Number(process.env.CACHE_PORT ?? 40010),
  dataDir,
  webConcurrency: process.env.WEB_CONCURRENCY ?? '1',
  // The visitor's address and scheme come from the edge (one trusted hop).
  env: { TRUST_PROXY: 'true' },
  onExit,
});
varnish = await startVarnish({
  port: edgePort,
  backends: [{ port }, { port: port + 1 }],
  dir: path.join(dataDir, 'varnish'),
});
varnish.child.on('exit', (code) => onExit('varnishd', code));
relay = spawnEdgeRelay({ cacheUrl: cluster.cacheUrl, edgeUrl: varnish.url, env: cluster.env });
relay.on('exit', (code) => onExit('edge purge relay', code));
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));

console.log(`
✓ edge up
  edge (Varnish):  ${varnish.url}   ← send visitors here (config: deploy/varnish/tsuzuri.vcl)
  web instances:   ${cluster.urls.join('  ')}
  cache service:   ${cluster.cacheUrl} (purges reach the edge through the relay)
  database:        ${cluster.services.databaseUrl}
  publish:         DATA_DIR=${dataDir} DATABASE_URL=${cluster.services.databaseUrl} CACHE_URL=${cluster.cacheUrl} npm run content:import -- <dir>
Ctrl-C stops everything.`);

// npm run start:cluster: two web instances (PORT and PORT+1, default 3000/3001) and one page-cache
// service (CACHE_PORT, default 40010) on a shared PostgreSQL and a shared Redis — DATABASE_URL
// and REDIS_URL when set, else local throwaway servers under data/cluster. See docs/scaling.md.
// Like npm start, it begins on a fresh clone: only Node's modules and setup.mjs load before the
// install (scripts/start-before-install.test.ts), the rest after it.
import path from 'node:path';
import { afterInstall, ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();
const { startCluster } = await afterInstall('./cluster.mjs');

const port = Number(process.env.PORT ?? 3000);
const dataDir = path.resolve(process.env.CLUSTER_DATA_DIR ?? path.join(root, 'data', 'cluster'));
let cluster;
const stop = async (code) => {
  await cluster?.stop();
  process.exit(code);
};
cluster = await startCluster({
  ports: [port, port + 1],
  cachePort: Number(process.env.CACHE_PORT ?? 40010),
  dataDir,
  webConcurrency: process.env.WEB_CONCURRENCY ?? '1',
  // Like npm start: a process that dies takes the cluster down rather than leave half of it.
  onExit: (name, code) => {
    console.error(`✗ ${name} exited (${code}); stopping the cluster`);
    void stop(1);
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stop(0));

console.log(`
✓ cluster up
  web instances: ${cluster.urls.join('  ')}
  cache service: ${cluster.cacheUrl} (store: Redis ${cluster.services.redisUrl})
  database:      ${cluster.services.databaseUrl}
  admin token:   ${path.join(dataDir, '.admin-token')} (unless ADMIN_TOKEN is set)
  publish:       DATA_DIR=${dataDir} DATABASE_URL=${cluster.services.databaseUrl} CACHE_URL=${cluster.cacheUrl} npm run content:import -- <dir>
Put any load balancer in front of the web instances. Ctrl-C stops everything.`);

// What the load and fault proofs share: their own cluster (two web instances, one cache service,
// local PostgreSQL and Redis), warming, process memory and counting what was stored.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startCluster } from '../lib/cluster.mjs';
import { root } from '../lib/setup.mjs';
import { send } from './load-client.mjs';
import { CACHED_PAGES } from './mix.mjs';
import { postgresPid, redisPid } from './rss.mjs';

/** A fresh cluster for a proof; TRUST_PROXY so each form post can come "from" its own address. */
// Memory is bounded the way a container bounds it, so that what grows after the warm-up is a leak
// and not a cache or a heap filling up to its limit: the caches smaller than the defaults (L1
// 128 MB per process, Redis 256 MB), and V8's heap, which otherwise grows lazily towards its own
// limit (gigabytes here) before collecting (measured: without a bound a web process grows ~1 MB/s
// under this load; with one it stays flat and nothing fails).
const PROOF_L1_MB = '24';
const PROOF_REDIS_MAXMEMORY = '48mb';
const PROOF_NODE_OPTIONS = '--max-old-space-size=256';

export async function startProofCluster({
  name,
  ports,
  cachePort,
  env = {},
  stdio = ['ignore', 'ignore', 'inherit'],
  onExit,
}) {
  const dataDir = path.join(root, 'data', `proof-${name}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return startCluster({
    ports,
    cachePort,
    dataDir,
    stdio,
    onExit,
    databaseUrl: '',
    redisUrl: '',
    redisMaxMemory: PROOF_REDIS_MAXMEMORY,
    env: { TRUST_PROXY: 'true', L1_MAX_MB: PROOF_L1_MB, NODE_OPTIONS: PROOF_NODE_OPTIONS, ...env },
  });
}

/** Stops the cluster and removes its data (its PostgreSQL files are tens of MB). */
export async function stopAndRemove(cluster) {
  await cluster.stop();
  fs.rmSync(cluster.dataDir, { recursive: true, force: true });
}

/** Every process of the cluster by name, for memory sampling. */
export function clusterPids(cluster) {
  const pg = cluster.services.postgres
    ? postgresPid(path.join(cluster.dataDir, 'postgres', 'pgdata'))
    : null;
  const redis = cluster.services.redis ? redisPid(new URL(cluster.services.redisUrl).port) : null;
  return { ...cluster.pids(), postgres: pg, redis };
}

/** Renders every cached page of the mix on every instance (both A/B variants, br) until 200. */
export async function warm(urls) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  for (const url of urls) {
    const base = new URL(url);
    for (const page of CACHED_PAGES) {
      for (const cookie of ['sidebarAB=a; resourceBannerAB=a', 'sidebarAB=b; resourceBannerAB=b']) {
        const headers = { cookie, 'accept-encoding': 'br' };
        const first = await send(agent, base, { path: page, headers });
        if (first.status !== 200)
          throw new Error(`warm-up: ${url}${page} answered ${first.status}`);
        await send(agent, base, { path: page, headers });
      }
    }
  }
  agent.destroy();
}

/** The numbers of the run's comments, messages and beacons that are in the database. */
export function storedNumbers(cluster, runId) {
  // node --import tsx itself: tsx's own command would start a second process to run it.
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/proof/count-stored.ts', runId],
    { cwd: root, env: cluster.env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`count-stored failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').pop());
}

/** Answered 2xx vs stored, per kind: {accepted, stored, lost, storedUnanswered}. */
export function compareStored(accepted, stored) {
  return Object.fromEntries(
    Object.entries(accepted).map(([kind, set]) => {
      const inDb = stored[kind] === null ? null : new Set(stored[kind]);
      if (!inDb)
        return [
          kind,
          {
            accepted: set.size,
            stored: null,
            lost: null,
            note: 'no events table to count (analytics ingestion missing)',
          },
        ];
      const lost = [...set].filter((n) => !inDb.has(n));
      return [
        kind,
        {
          accepted: set.size,
          stored: inDb.size,
          lost: lost.length,
          storedUnanswered: [...inDb].filter((n) => !set.has(n)).length,
        },
      ];
    }),
  );
}

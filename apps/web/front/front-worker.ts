import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { siteConfig } from '@tsuzuri/config';
import { loadRedirectMap } from '@tsuzuri/content/editorial/redirects';
import { getDb } from '@tsuzuri/db';
import { mediaDirOf } from '@tsuzuri/env';
import { searchCountLimiter } from '@/lib/search-log';
import { startIngestion, stopIngestion } from './analytics';
import { accessLogTo } from './access-log';
import { AnswerCounts, reportAnswers } from './answer-counts';
import { createBuildAssets } from './build-assets';
import { conversionDeps } from './conversion/deps';
import type { FrontEnv } from './env';
import { followPurges } from './feed';
import { createFrontHandler } from './handler';
import { L1Cache } from './l1-cache';
import { sharedStoreFromEnv } from './l2-client';
import { readBuildStylesheets } from './inline-stylesheets';
import { createRenderer } from './next-bridge';
import { renderInTurns } from './render-turns';
import { createPageAssets } from './page-assets';
import { PageCache } from './page-cache';
import { type PrivateEndpoint, renderEndpoints } from './private-next';
import { watchRankings } from './rankings';
import { RedirectTable, refreshRedirectsOnPurge } from './redirects';
import { createPassthrough, RenderPool } from './render-pool';
import { createServerLog, logDestination } from './server-log';
import { listPublicFiles } from './static-files';
import { createWarmer } from './warm';

/**
 * A front: the edge rules and the page cache on the site's port, in a process that never runs
 * Next — a cached hit pays for none of Next's process-wide hooks, and no render holds it up.
 * Misses and what Next answers as it is go to the render workers (render-pool.ts).
 */
export async function startFrontWorker(env: FrontEnv, dir: string): Promise<void> {
  // Buffered, terminal-safe lines (front/server-log.ts); the access log's go the same way.
  const out = logDestination();
  const log = createServerLog(env.ACCESS_LOG ? 'info' : 'warn', out);
  const site = siteConfig();
  if (!env.WEB_RENDER_DIR || !env.WEB_RENDER_SECRET)
    throw new Error('a front is started by the web server, which names its render workers');
  const pool = new RenderPool(
    renderEndpoints(env.WEB_RENDER_DIR, env.WEB_RENDER_SECRET, env.WEB_CONCURRENCY),
    env.WEB_RENDER_INDEX,
  );

  const buildId = fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim();
  const store = sharedStoreFromEnv(env, site.domain, buildId);
  const cache = new PageCache(new L1Cache(env.L1_MAX_MB * 1024 * 1024), store, { buildId });
  const redirects = new RedirectTable(async () => loadRedirectMap(await getDb()), log);
  await redirects.refresh();
  const edge = {
    configured: site.locales,
    defaultLocale: site.defaultLocale,
    protectedPages: site.protectedPages,
    domain: site.domain,
  };
  const accessLog = env.ACCESS_LOG ? accessLogTo(out, edge) : undefined;
  startIngestion(env, site, log);
  // The site's hit ratio for the console: what this front answered, reported to the service.
  const answers = new AnswerCounts();
  const stopAnswers = store
    ? reportAnswers(answers, (r) => store.reportAnswers(r))
    : async () => {};
  const nextDir = path.join(dir, '.next');
  const publicFiles = listPublicFiles(path.join(dir, 'public'), nextDir);
  const front = http.createServer(
    createFrontHandler({
      answers,
      handle: createPassthrough(pool),
      // Taken in turns by address when renders must wait (render-turns.ts).
      render: renderInTurns(
        createRenderer(pool, { stylesheets: readBuildStylesheets(nextDir, publicFiles) }),
      ),
      cache,
      store,
      edge,
      log,
      accessLog,
      trustProxy: env.TRUST_PROXY,
      publicFiles,
      buildAssets: createBuildAssets(nextDir, publicFiles),
      pageAssets: createPageAssets(path.join(dir, 'public'), publicFiles),
      conversions: conversionDeps(site, env.REDIS_URL),
      searchCounts: searchCountLimiter(env.REDIS_URL),
      redirects,
      mediaDir: mediaDirOf(env),
    }),
  );
  front.keepAliveTimeout = 65_000;
  // While draining, every answer closes its connection: a keep-alive socket that stays busy
  // (a load balancer's pool) would otherwise hold the stop open until the bound.
  let draining = false;
  front.prependListener('request', (_req, res) => {
    if (draining) res.setHeader('connection', 'close');
  });
  // Visitors only once Next can answer them: every render worker listens.
  await untilListening(pool.endpoints, log);
  await new Promise<void>((resolve) => front.listen(env.PORT, env.HOST, resolve));

  const warmer = createWarmer(env.PORT, log);
  // The machine-wide chores (the warm, the rankings) fall to the front the primary named.
  const doesChores = env.WEB_WORKER_CHORES;
  const warms = env.WARM_CACHE && doesChores;
  cache.onPurge = (events) => {
    refreshRedirectsOnPurge(events, redirects);
    if (warms) warmer.soon();
  };
  const stopFeed = store ? followPurges(store, cache, log) : () => {};
  if (warms) void warmer.now();
  // One process per machine watches the popularity rankings (the purge reaches all of them),
  // whether or not it warms: WARM_CACHE=false once froze the rankings.
  const stopRankings =
    store && doesChores
      ? watchRankings({
          locales: site.locales,
          everyMs: env.POPULAR_REFRESH_MINUTES * 60_000,
          purge: (t) => store.purgeTags(t),
          log,
        })
      : () => {};
  log.info(
    {
      port: env.PORT,
      host: env.HOST,
      cache: env.CACHE_URL || 'in-process only',
      // Said at start, so an operator who forgot PAYMENT_URL sees where the buy links lead.
      buyLinks: site.paymentUrl ?? "each product's plans section (PAYMENT_URL not set)",
    },
    'web server ready',
  );

  // One shutdown, whatever signals follow: Ctrl-C reaches the whole process group and the
  // supervisors forward it again, and a second signal must not cut the analytics flush short.
  let shuttingDown = false;
  const shutdown = () => {
    if (shuttingDown) return;
    shuttingDown = true;
    stopFeed();
    stopRankings();
    warmer.stop();
    // Exit only once the analytics queue is written: nothing accepted is lost on a clean stop.
    // Bounded: a write stuck on a dead database connection must not keep the process up forever
    // (the queue itself retries for 8 s and logs what it could not write).
    const exit = () =>
      void Promise.race([
        Promise.all([stopIngestion(log), stopAnswers()]),
        new Promise((r) => setTimeout(r, 9_000).unref()),
      ]).finally(() => {
        // The last lines written in order while the event loop still runs (a write that fails
        // here, standard output gone, makes pino drop what is left instead of retrying at exit).
        accessLog?.flush();
        setTimeout(() => process.exit(0), 1_000).unref();
        log.flush(() => process.exit(0));
      });
    // Stop accepting and finish what is in flight. The listener closes after a short pause, so
    // connections the kernel already accepted for this (busy) process are taken, not reset; then
    // idle keep-alive sockets close at once and busy ones as soon as their answer is sent (close()
    // alone waits for clients to hang up, up to keepAliveTimeout). After 10 s the rest is cut.
    draining = true;
    setTimeout(() => {
      front.close(exit);
      setInterval(() => front.closeIdleConnections(), 100).unref();
      front.closeIdleConnections();
    }, 250);
    setTimeout(() => {
      log.warn('shutdown: requests still open after 10 s; closing their connections');
      front.closeAllConnections();
      exit();
    }, 10_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

/** Waits until every render worker accepts a connection (Next takes seconds to prepare). */
async function untilListening(
  endpoints: PrivateEndpoint[],
  log: { warn: (msg: string) => void },
  { maxMs = 180_000 } = {},
): Promise<void> {
  const deadline = Date.now() + maxMs;
  const accepts = (endpoint: PrivateEndpoint) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(endpoint.socketPath);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  for (const endpoint of endpoints)
    while (!(await accepts(endpoint))) {
      if (Date.now() > deadline) {
        log.warn(`render worker ${endpoint.socketPath} not listening; taking visitors without it`);
        break;
      }
      await sleep(50);
    }
}

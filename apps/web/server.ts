/**
 * The web server: edge rules and the page cache in front of Next's request handler, in one
 * node:http process per core (node:cluster). See docs/architecture.md (the request path).
 */
import './front/source-maps-off';
import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { siteConfig } from '@tsuzuri/config';
import { mediaDirOf } from '@tsuzuri/env';
import { serveInstanceLimits } from './src/lib/abuse/instance-limits';
import { startIngestion, stopIngestion } from './front/analytics';
import { frontEnv } from './front/env';
import { followPurges } from './front/feed';
import { conversionDeps } from './front/conversion/deps';
import { AnswerCounts, reportAnswers } from './front/answer-counts';
import { createFrontHandler } from './front/handler';
import { listPublicFiles } from './front/static-files';
import { createSharedStore } from './front/l2-client';
import { createServerLog } from './front/server-log';
import { L1Cache } from './front/l1-cache';
import { createBuildAssets } from './front/build-assets';
import { createPageAssets } from './front/page-assets';
import { createRenderer } from './front/next-bridge';
import { listenPrivately } from './front/private-next';
import { withReadTags } from './front/render-tags';
import { PageCache } from './front/page-cache';
import { createWarmer } from './front/warm';
import { refreshCategoriesOnPurge } from './front/category-refresh';
import { watchRankings } from './front/rankings';
import { RedirectTable, refreshRedirectsOnPurge } from './front/redirects';
import { startPublishScheduler } from './front/publish-scheduler';
// The narrow entries: the front process need not load the HTML pipeline.
import { loadRedirectMap } from '@tsuzuri/content/editorial/redirects';
import { loadAnalyser } from '@tsuzuri/content/search';
import { closeDb, getDb } from '@tsuzuri/db';
import { sendToAll } from '@tsuzuri/push';
import { pushSendsRepository, startPushScheduler } from '@tsuzuri/push/sends';
import { printSetupLink } from './front/staff-setup';

const env = frontEnv();
const site = siteConfig();
const dir = path.dirname(fileURLToPath(import.meta.url));

// One publish scheduler per instance, in the primary (docs/product.md#scheduling).
const stopScheduler = cluster.isPrimary ? await startPublishScheduler(console) : async () => {};
// Once per web server (not per worker): the owner's setup link while the site has no owner.
if (cluster.isPrimary) await printSetupLink(site.siteUrl);

if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  // The rate limits of every worker are counted here, once for the instance.
  serveInstanceLimits(cluster);
  let stopping = false;
  // One worker does the machine-wide chores (the warm, the rankings); the worker that replaces
  // it takes them over (a worker's id is never reused, so "worker 1" would leave them undone).
  let choresWorker = 0;
  // Counted here: a worker that has exited may still be in cluster.workers (until it disconnects).
  let running = 0;
  const fork = (chores: boolean) => {
    // Said for every worker: one inherited from the operator's environment must not name them all.
    const worker = cluster.fork({ WEB_WORKER_CHORES: String(chores) });
    running++;
    if (chores) choresWorker = worker.id;
  };
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork(i === 0);
  let schedulerStopped: Promise<unknown> = Promise.resolve();
  cluster.on('exit', (worker, code, signal) => {
    running--;
    if (stopping) {
      if (running === 0) void exitPrimary(schedulerStopped);
      return;
    }
    console.error(`web worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork(worker.id === choresWorker);
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (!stopping) schedulerStopped = stopScheduler();
      stopping = true;
      for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(sig);
    });
  }
} else {
  await startWorker();
}

/**
 * The primary's end, once its workers have ended: the scheduler's round finished and the
 * database closed (PostgreSQL's pooled connections held a stopped instance, and its port, for
 * their idle timeout, ~10 s), within a bound in case the database does not answer.
 */
async function exitPrimary(schedulerStopped: Promise<unknown>): Promise<never> {
  await Promise.race([
    schedulerStopped.then(closeDb),
    new Promise((r) => setTimeout(r, 5_000).unref()),
  ]).catch((err) => console.error('web server: the database did not close', err));
  process.exit(0);
}

async function startWorker(): Promise<void> {
  // Buffered, terminal-safe lines (front/server-log.ts).
  const log = createServerLog(env.ACCESS_LOG ? 'info' : 'warn');
  // hostname/port only shape the URLs Next builds internally; they must match what proxy.ts
  // sees, or Next turns its own rewrites into redirects (vercel/next.js#94342).
  const app = next({ dev: false, dir, hostname: 'localhost', port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();

  // Renders for the page cache go to this worker's own Next, reachable by nothing else.
  const internal = await listenPrivately(withReadTags(handle));

  const buildId = fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim();
  const store = env.CACHE_URL
    ? createSharedStore({
        baseUrl: env.CACHE_URL,
        domain: site.domain,
        buildId,
        adminKey: env.CACHE_ADMIN_KEY,
        timeoutMs: env.CACHE_TIMEOUT_MS,
      })
    : null;
  const cache = new PageCache(new L1Cache(env.L1_MAX_MB * 1024 * 1024), store, { buildId });
  const redirects = new RedirectTable(async () => loadRedirectMap(await getDb()), log);
  await redirects.refresh();
  const edge = {
    configured: site.locales,
    defaultLocale: site.defaultLocale,
    protectedPages: site.protectedPages,
    domain: site.domain,
  };
  startIngestion(env, site, log);
  // Pushes scheduled in the console: every worker looks, one wins each send's claim.
  const stopPushes = startPushScheduler(
    async () => pushSendsRepository(await getDb()),
    (message, language) => sendToAll(message, { language }),
    log,
  );
  // The site's hit ratio for the console: what this front answered, reported to the service.
  const answers = new AnswerCounts();
  const stopAnswers = store
    ? reportAnswers(answers, (r) => store.reportAnswers(r))
    : async () => {};
  const publicFiles = listPublicFiles(path.join(dir, 'public'), path.join(dir, '.next'));
  const front = http.createServer(
    createFrontHandler({
      answers,
      handle: (req, res) => handle(req, res),
      render: createRenderer(internal.endpoint),
      cache,
      store,
      edge,
      log,
      trustProxy: env.TRUST_PROXY,
      publicFiles,
      buildAssets: createBuildAssets(path.join(dir, '.next'), publicFiles),
      pageAssets: createPageAssets(path.join(dir, 'public'), publicFiles),
      conversions: conversionDeps(site),
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
  // Search reads the query's readings: the dictionary is loaded before the first visitor, not
  // by the first search (which, under load, held every search for seconds). A failed load
  // leaves search to the written words (articles.search) and is retried by the next search.
  await loadAnalyser().catch((err) => log.warn({ err }, 'reading analyser not loaded'));
  await new Promise<void>((resolve) => front.listen(env.PORT, env.HOST, resolve));

  const warmer = createWarmer(env.PORT, log);
  // The machine-wide chores (the warm, the rankings) fall to one process: this one when it is
  // alone, else the worker the primary named (see fork above).
  const doesChores = !cluster.worker || env.WEB_WORKER_CHORES;
  const warms = env.WARM_CACHE && doesChores;
  cache.onPurge = (events) => {
    refreshCategoriesOnPurge(events);
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
    { port: env.PORT, host: env.HOST, cache: env.CACHE_URL || 'in-process only' },
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
    const schedulerStopped = stopScheduler();
    stopPushes();
    warmer.stop();
    // Exit only once the analytics queue is written: nothing accepted is lost on a clean stop.
    // Bounded: a write stuck on a dead database connection must not keep the process up forever
    // (the queue itself retries for 8 s and logs what it could not write).
    const exit = () =>
      void Promise.race([
        Promise.all([stopIngestion(log), stopAnswers(), schedulerStopped]),
        new Promise((r) => setTimeout(r, 9_000).unref()),
      ]).finally(() => {
        log.flush();
        process.exit(0);
      });
    // Stop accepting and finish what is in flight. The listener closes after a short pause, so
    // connections the kernel already accepted for this (busy) process are taken, not reset; then
    // idle keep-alive sockets close at once and busy ones as soon as their answer is sent (close()
    // alone waits for clients to hang up, up to keepAliveTimeout). After 10 s the rest is cut.
    draining = true;
    setTimeout(() => {
      front.close(() => internal.close(exit));
      setInterval(() => front.closeIdleConnections(), 100).unref();
      front.closeIdleConnections();
    }, 250);
    setTimeout(() => {
      log.warn('shutdown: requests still open after 10 s; closing their connections');
      front.closeAllConnections();
      internal.closeAllConnections();
      exit();
    }, 10_000).unref();
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

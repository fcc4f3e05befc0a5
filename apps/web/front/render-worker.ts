import fs from 'node:fs';
import path from 'node:path';
import next from 'next';
import { siteConfig } from '@tsuzuri/config';
import { loadAnalyser } from '@tsuzuri/content/search';
import { getDb } from '@tsuzuri/db';
import { sendToAll } from '@tsuzuri/push';
import { pushSendsRepository, startPushScheduler } from '@tsuzuri/push/sends';
import { bumpCategoryGeneration } from '@/lib/category-generation';
import { refreshCategoriesOnPurge } from './category-refresh';
import { STOP_RENDERING } from './cluster-primary';
import type { FrontEnv } from './env';
import { followPurges } from './feed';
import { sharedStoreFromEnv } from './l2-client';
import { listenPrivately, renderEndpoint } from './private-next';
import { withReadTags } from './render-tags';
import { createServerLog } from './server-log';

/**
 * A render worker: Next in a process of its own, on a unix socket only the fronts reach
 * (private-next.ts). It renders for the page cache and answers what the fronts pass through (the
 * console, form posts). Apart from the fronts, so that Next's process-wide hooks (its
 * AsyncLocalStorage, its patched timers) and its renders' main-thread time never slow a cached
 * hit (docs/decisions/0021-fronts-apart-from-next.md).
 */
export async function startRenderWorker(env: FrontEnv, dir: string): Promise<void> {
  const log = createServerLog('warn');
  const site = siteConfig();
  if (!env.WEB_RENDER_DIR || !env.WEB_RENDER_SECRET)
    throw new Error('a render worker is started by the web server, which names its socket');
  // hostname/port only shape the URLs Next builds internally; they must match what proxy.ts
  // sees, or Next turns its own rewrites into redirects (vercel/next.js#94342).
  const app = next({ dev: false, dir, hostname: 'localhost', port: env.PORT });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Search reads the query's readings: the dictionary is loaded before the first visitor, not
  // by the first search (which, under load, held every search for seconds). A failed load
  // leaves search to the written words (articles.search) and is retried by the next search.
  await loadAnalyser().catch((err) => log.warn({ err }, 'reading analyser not loaded'));
  const endpoint = renderEndpoint(env.WEB_RENDER_DIR, env.WEB_RENDER_SECRET, env.WEB_RENDER_INDEX);
  const internal = await listenPrivately(withReadTags(handle), endpoint);

  // A purge of the categories makes the next render reload the kept category tree.
  const buildId = fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8').trim();
  const store = sharedStoreFromEnv(env, site.domain, buildId);
  const stopFeed = store
    ? followPurges(
        store,
        { applyPurges: refreshCategoriesOnPurge, distrustAll: bumpCategoryGeneration },
        log,
      )
    : () => {};
  // Pushes scheduled in the console: every render worker looks, one wins each send's claim.
  const stopPushes = startPushScheduler(
    async () => pushSendsRepository(await getDb()),
    (message, language) => sendToAll(message, { language }),
    log,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopFeed();
    stopPushes();
    const exit = () => {
      log.flush();
      process.exit(0);
    };
    // The fronts have ended, so nothing is in flight; bounded all the same.
    internal.close(exit);
    setTimeout(() => {
      internal.closeAllConnections();
      exit();
    }, 5_000).unref();
  };
  process.on('message', (message) => {
    if (message === STOP_RENDERING) stop();
  });
  // Ctrl-C and a service manager signal every process of the group at once; the fronts still
  // need renders while they finish, so the primary says when (STOP_RENDERING). Bounded, should
  // it never say: past the fronts' own bound (10 s of draining, 9 s of writing analytics).
  for (const sig of ['SIGINT', 'SIGTERM'] as const)
    process.on(sig, () => setTimeout(stop, 25_000).unref());
}

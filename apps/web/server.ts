/**
 * The web server: a primary process, render workers that run Next, and fronts (the edge rules
 * and the page cache) on the site's port that pass misses to them (node:cluster). See
 * docs/architecture.md (the request path) and docs/decisions/0021-fronts-apart-from-next.md.
 */
import './front/source-maps-off';
import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '@tsuzuri/config';
import { runPrimary } from './front/cluster-primary';
import { frontEnv } from './front/env';
import { startPublishScheduler } from './front/publish-scheduler';
import { printSetupLink } from './front/staff-setup';

const env = frontEnv();
// The web app's folder (Next's own): this file's, or its parent when it runs from its bundle in
// dist/ (scripts/lib/bundles.mjs).
const here = path.dirname(fileURLToPath(import.meta.url));
const dir = path.basename(here) === 'dist' ? path.dirname(here) : here;

if (cluster.isPrimary) {
  // One publish scheduler per instance (docs/product.md#scheduling).
  const stopScheduler = await startPublishScheduler(console);
  // Once per web server: the owner's setup link while the site has no owner.
  await printSetupLink(siteConfig().siteUrl);
  runPrimary(env.WEB_CONCURRENCY, stopScheduler);
} else if (env.WEB_WORKER_ROLE === 'render') {
  const { startRenderWorker } = await import('./front/render-worker');
  await startRenderWorker(env, dir);
} else {
  const { startFrontWorker } = await import('./front/front-worker');
  await startFrontWorker(env, dir);
}

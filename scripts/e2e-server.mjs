// Serves the built site on PORT over a fresh, seeded database and page cache of its own, for the
// end-to-end tests and the bench (scripts/e2e-sites.mjs starts the ones Playwright shares; a spec
// starts its own through apps/web/tests/e2e/own-site.ts). E2E_SEEDED_DB names a seeded database
// file to copy instead of seeding one (e2e-sites.mjs seeds it once for every site).
import fs from 'node:fs';
import path from 'node:path';
import { serveSite } from './lib/serve.mjs';
import { buildServerBundles } from './lib/bundles.mjs';
import { ensureDatabase, root } from './lib/setup.mjs';

const port = process.env.PORT;
if (!port) throw new Error('PORT is required');
const dataDir = path.join(root, 'data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { DATA_DIR: dataDir, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' };
const seeded = process.env.E2E_SEEDED_DB;
if (seeded) {
  fs.mkdirSync(dataDir, { recursive: true });
  fs.copyFileSync(seeded, path.join(dataDir, 'tsuzuri.sqlite'));
} else ensureDatabase(env);
// E2E_CACHE_DOWN=1: point the site at a cache port nothing listens on (pages must still work).
const cachePort = process.env.CACHE_PORT ?? String(Number(port) + 1000);
await buildServerBundles();
const site = serveSite({ port, cachePort, env, cacheDown: process.env.E2E_CACHE_DOWN === '1' });
process.exitCode = await site.done;

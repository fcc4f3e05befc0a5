// Serves the built site on PORT over a fresh, seeded database and page cache of its own, for the
// end-to-end tests and the bench (Playwright starts one per configuration it tests).
import fs from 'node:fs';
import path from 'node:path';
import { serveSite } from './lib/serve.mjs';
import { ensureDatabase, root } from './lib/setup.mjs';

const port = process.env.PORT;
if (!port) throw new Error('PORT is required');
const dataDir = path.join(root, 'data', `e2e-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
const env = { DATA_DIR: dataDir, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' };
ensureDatabase(env);
// E2E_CACHE_DOWN=1: point the site at a cache port nothing listens on (pages must still work).
const cachePort = process.env.CACHE_PORT ?? String(Number(port) + 1000);
const site = serveSite({ port, cachePort, env, cacheDown: process.env.E2E_CACHE_DOWN === '1' });
process.exitCode = await site.done;

// npm start: make a fresh clone runnable, then serve the site on PORT (default 3000) with the
// page-cache service on CACHE_PORT (default 40010). Only setup.mjs (Node's modules alone) is
// imported before the install: the server's modules need packages (esbuild), loaded after it
// (scripts/start-before-install.test.ts).
import {
  ensureBuilt,
  ensureDatabase,
  ensureInstalled,
  runSlowInstallScript,
} from './lib/setup.mjs';

// On a fresh clone better-sqlite3 compiles beside the build, which needs no database.
ensureInstalled({ slowScriptLater: true });
const slowScript = runSlowInstallScript();
slowScript.catch(() => {}); // awaited below, after the build
ensureBuilt();
try {
  await slowScript;
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
ensureDatabase();

const port = process.env.PORT ?? '3000';
const cachePort = process.env.CACHE_PORT ?? '40010';
console.log(`› serving on http://127.0.0.1:${port} (page cache on 127.0.0.1:${cachePort})`);
const { buildServerBundles } = await import('./lib/bundles.mjs');
const { serveSite } = await import('./lib/serve.mjs');
await buildServerBundles();
const site = serveSite({ port, cachePort });
process.exitCode = await site.done;

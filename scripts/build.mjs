// `npm run build`: everything `npm start` would build — the tracker, the article body's script
// and service worker, Next's build, the servers' bundles — always, and stamped with its sources,
// so an `npm start` after it serves this build instead of building the same sources again.
import { buildAndListServerBundles } from './lib/bundles.mjs';
import { ensureBuilt } from './lib/setup.mjs';

ensureBuilt({ force: true });
await buildAndListServerBundles();

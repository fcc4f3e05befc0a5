import { readPageConfig } from './config';
import { startPush } from './push';
import { startTracker } from './start';

// The bundle's entry (apps/web/public/tracker/tracker.js), loaded after the page is interactive.
// Every failure is silent: analytics and push must never break the page (docs/product.md#tracking).
const config = readPageConfig(document);
if (config) {
  // Its parts run in idle steps; a failure in any of them ends it quietly.
  if (config.enabled) startTracker(config, window).catch(() => {});
  try {
    // The push client names its online cookie like the tracker's cookies (test_ prefix in test).
    startPush({ ...config.push, testEnv: config.testEnv });
  } catch {
    // ignored
  }
}

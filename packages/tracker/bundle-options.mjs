// How every script the site ships outside Next is bundled (the tracker, the push service worker,
// apps/web/browser's article body script): a minified ES2020 IIFE, no source map, no comments.
export const browserBundleOptions = (entry) => ({
  entryPoints: [entry],
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
});

import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // Our workspaces ship TypeScript source; Next compiles them with the app.
  transpilePackages: [
    '@tsuzuri/analytics',
    '@tsuzuri/cache-protocol',
    '@tsuzuri/config',
    '@tsuzuri/content',
    '@tsuzuri/db',
    '@tsuzuri/env',
    '@tsuzuri/http-retry',
    '@tsuzuri/media',
    '@tsuzuri/push',
    '@tsuzuri/readers',
    '@tsuzuri/staff',
    '@tsuzuri/text',
    '@tsuzuri/tracker',
  ],
  // kuromoji reads its dictionary files from its own package folder at run time: not bundled;
  // sharp loads its native libvips binary.
  serverExternalPackages: ['better-sqlite3', 'pg', 'kuromoji', 'sharp'],
  // `npm run typecheck` (part of `npm test`) checks this app with tsc, the route types the build
  // writes to .next/types included; the build's own check repeated that work (17 s of each build
  // on the 2-core machines), so it is off. A build does not stop at a type error; the tests do.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Next links the stylesheet (no inlineCss): the front puts it inside each page it stores
  // (decision 26, front/inline-stylesheets.ts), without the copy inlineCss also wrote into every
  // render's RSC payload. authInterrupts: forbidden() answers the console's refusals with a real
  // 403 and its page.
  experimental: { authInterrupts: true },
  async headers() {
    return [
      // The favicon set (scripts/make-icons.mjs): fixed names a browser asks for on every visit,
      // so a day in its cache (Next sends public/ files with max-age=0); a new logo is seen
      // within a day. The page scripts and the images under /images/ are the front's, named by
      // their version (docs/caching.md#the-page-assets); the rest keeps Next's revalidation.
      ...['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/icons/:file'].map(
        (source) => ({
          source,
          headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }],
        }),
      ),
      // The push service worker (docs/push.md): always revalidated, so a fixed worker reaches
      // browsers at once, and allowed to control the whole site although it lives in /webpush/.
      {
        source: '/webpush/sw.js',
        headers: [
          { key: 'Cache-Control', value: 'no-cache' },
          { key: 'Service-Worker-Allowed', value: '/' },
        ],
      },
    ];
  },
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..', '..'),
};

export default withNextIntl(config);

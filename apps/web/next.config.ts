import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  // The content package ships TypeScript source; Next compiles it with the app.
  transpilePackages: ['@tsuzuri/content'],
  serverExternalPackages: ['better-sqlite3', 'pg'],
  poweredByHeader: false,
  reactStrictMode: true,
  turbopack: { root: path.resolve(import.meta.dirname, '..', '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..', '..'),
};

export default withNextIntl(config);

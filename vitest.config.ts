import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside their source; end-to-end specs run under Playwright.
export default defineConfig({
  test: {
    include: [
      'packages/**/src/**/*.test.ts',
      'apps/**/src/**/*.test.{ts,tsx}',
      'apps/web/front/**/*.test.ts',
      'apps/web/edge/**/*.test.ts',
      'apps/web/browser/**/*.test.ts',
      'apps/page-cache/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/.next/**'],
    environment: 'node',
    // One test file per core. Vitest's default is one fewer than the cores, which on the 2-core
    // CI machine is a single worker: files ran one after another (9 min). Many of them wait on
    // PostgreSQL, a child process or the disk, so two at once take 5.3 min here (three: 4.9 min,
    // with every test slower and nearer its timeout; not worth it). docs/testing.md.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    // Hooks seed whole databases, and seeding runs the reading analyser over every demo article
    // (its dictionary load first): on a loaded 2-core machine that passed Vitest's 10 s default.
    hookTimeout: 60_000,
    // One throwaway PostgreSQL cluster for the run: the repository tests run on both dialects.
    globalSetup: ['scripts/vitest-global-setup.ts'],
  },
  resolve: {
    alias: {
      // Server code marks itself with `server-only`; tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'scripts/empty-module.js'),
      '@messages': path.resolve(import.meta.dirname, 'apps/web/messages'),
      '@': path.resolve(import.meta.dirname, 'apps/web/src'),
    },
  },
});

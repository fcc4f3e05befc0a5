import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Unit and integration tests sit beside their source; end-to-end specs run under Playwright.

/**
 * Test files that each get a process of their own: the web app's (its routes keep the site's
 * connection, settings and caches for the life of the process, read from the environment a
 * test sets) and the browser code's (fake timers, stubbed windows, timers left to fire).
 */
const OWN_PROCESS = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/front/**/*.test.ts',
  'apps/web/edge/**/*.test.ts',
  'apps/web/browser/**/*.test.ts',
  'packages/tracker/src/**/*.test.ts',
];
/** The rest: packages, the cache service, the CLI and the scripts. */
const SHARED_WORKER = [
  'packages/**/src/**/*.test.ts',
  'apps/cli/src/**/*.test.ts',
  'apps/page-cache/**/*.test.ts',
  'scripts/**/*.test.ts',
];
const EXCLUDE = ['**/node_modules/**', '**/.next/**'];

export default defineConfig({
  test: {
    environment: 'node',
    // One test file per core. Vitest's default is one fewer than the cores, which on the 2-core
    // CI machine is a single worker: files ran one after another (9 min). Many of them wait on
    // PostgreSQL, a child process or the disk, so two at once take 5.3 min here (three: 4.9 min,
    // with every test slower and nearer its timeout; not worth it). docs/testing.md.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    // Many tests take a failure path on purpose (a wrong password, Redis down, a cut connection)
    // and the code logs it as it would in production: those lines are shown only for a test that
    // failed, where they help, not for the ones that passed, where they read as trouble.
    silent: 'passed-only',
    // Hooks seed whole databases, and seeding runs the reading analyser over every demo article
    // (its dictionary load first): on a loaded 2-core machine that passed Vitest's 10 s default.
    hookTimeout: 60_000,
    // One throwaway PostgreSQL cluster for the run: the repository tests run on both dialects.
    // Every project inherits it; the projects share one cluster (see the file).
    globalSetup: ['scripts/vitest-global-setup.ts'],
    projects: [
      {
        extends: true,
        // A worker thread rather than a child process each: a fresh module graph and environment
        // all the same (a thread's process.env is its own copy), and 48 s against 53 s here.
        test: { name: 'own-process', include: OWN_PROCESS, exclude: EXCLUDE, pool: 'threads' },
      },
      {
        extends: true,
        // Each module is loaded once per worker for all the files it runs, instead of once per
        // file (the suite's imports: 66–74 s of worker time before, 28–33 s after). What a file
        // could leave behind besides modules is put back after it by scripts/vitest-file-state.ts.
        test: {
          name: 'shared-worker',
          include: SHARED_WORKER,
          exclude: [...EXCLUDE, ...OWN_PROCESS],
          isolate: false,
          setupFiles: ['scripts/vitest-file-state.ts'],
        },
      },
    ],
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

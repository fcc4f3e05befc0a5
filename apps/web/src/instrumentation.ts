/**
 * Runs once when the server starts: validate every setting now (site configuration and the web
 * app's secrets), so a bad environment stops the server with a clear message instead of
 * failing the first visitor's request or form.
 */
export async function register() {
  // Read inline on purpose (not through env.ts): Next replaces NEXT_RUNTIME at build time, so
  // the edge build drops the Node-only imports below. Read from another module, Turbopack keeps
  // them: tried 2026-11-30 with a one-line `next-runtime.env.ts`, the edge build grew from one
  // 490-byte chunk to 145 KB, @tsuzuri/env and zod included.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ siteConfig }, { serverEnv }] = await Promise.all([
    import('@tsuzuri/config'),
    import('./env'),
  ]);
  siteConfig();
  serverEnv();
}

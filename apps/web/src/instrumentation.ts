/**
 * Runs once when the server starts: validate every setting now, so a bad environment stops
 * the server with a clear message instead of failing the first visitor's request.
 */
export async function register() {
  // Next inlines NEXT_RUNTIME, so the edge build drops the Node-only import below.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { siteConfig } = await import('@tsuzuri/content/config');
  siteConfig();
}

import { webEnv } from './env';

/**
 * Runs once when the server starts: validate every setting now, so a bad environment stops
 * the server with a clear message instead of failing the first visitor's request.
 */
export async function register() {
  if (webEnv().NEXT_RUNTIME !== 'nodejs') return;
  const { siteConfig } = await import('@tsuzuri/content/config');
  siteConfig();
}

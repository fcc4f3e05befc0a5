import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from './config';
import { contentEnv } from './env';

export type PurgeResult = { ok: true; purged: number } | { ok: false; reason: string };

/**
 * Tells the page-cache service which tags a content write touched. The service deletes those
 * pages and publishes the purge to every front's in-process cache (within about a second).
 * A cache that cannot be reached is reported, never thrown: the write itself has succeeded.
 */
export async function purgeCacheTags(tags: string[]): Promise<PurgeResult> {
  if (!tags.length) return { ok: true, purged: 0 };
  const env = contentEnv();
  const base = env.CACHE_URL ?? `http://127.0.0.1:${env.CACHE_PORT}`;
  if (!base) return { ok: false, reason: 'no CACHE_URL configured' };
  const keyFile = path.join(env.DATA_DIR, '.cache-admin-key');
  const adminKey = env.CACHE_ADMIN_KEY ?? (fs.existsSync(keyFile) ? fs.readFileSync(keyFile, 'utf8').trim() : '');
  const url = new URL('/purge', base);
  url.searchParams.set('domain', siteConfig().domain);
  url.searchParams.set('tags', tags.join(','));
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'x-cache-admin-key': adminKey }, signal: AbortSignal.timeout(3000) });
    if (!res.ok) return { ok: false, reason: `cache service answered ${res.status}` };
    const body = (await res.json()) as { purged?: number };
    return { ok: true, purged: body.purged ?? 0 };
  } catch (e) {
    return { ok: false, reason: `cache service unreachable (${(e as Error).message})` };
  }
}

import 'server-only';
import { KeysResponseSchema, StatsResponseSchema, TagSchema } from '@tsuzuri/cache-protocol';
import { cacheAdminClient, purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { z } from 'zod';

export type CacheOutcome = { ok: true; count: number } | { ok: false; reason: string };

/** A URL an operator pastes: a path on this site, or a full URL whose path is used. */
export const PurgeUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .transform((raw, ctx) => {
    try {
      const u = new URL(raw, 'http://site.invalid');
      return u.pathname;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'url' });
      return z.NEVER;
    }
  });
export const PurgeTagSchema = TagSchema;

async function adminCall(method: 'GET' | 'POST', path: string, query: Record<string, string>) {
  const client = cacheAdminClient();
  if (!client) return null;
  const reply = await client.callOffPath(method, path, query, { admin: true, timeoutMs: 5000 });
  if (!reply || reply.status < 200 || reply.status > 299) return null;
  return JSON.parse(reply.body.toString('utf8')) as unknown;
}

/** The service's page lookups (hit ratio) and entries; null when it cannot be asked. */
export async function cacheStats() {
  const parsed = StatsResponseSchema.safeParse(await adminCall('GET', '/stats', {}));
  return parsed.success ? parsed.data : null;
}

/**
 * Every stored variant of one path (devices, A/B cookies, queries such as ?page=, RSC
 * payloads): the page-cache keys (`device|url|…`, front/cache-key.ts) whose URL's path is the
 * path. The service announces the delete, so every front drops its in-process copies too.
 */
export async function purgeUrl(path: string): Promise<CacheOutcome> {
  const listed = KeysResponseSchema.safeParse(await adminCall('GET', '/keys', {}));
  if (!listed.success) return { ok: false, reason: 'unreachable' };
  const keys = listed.data.keys.filter(
    (k) => k.split('|')[1]?.split('#')[0].split('?')[0] === path,
  );
  if (!keys.length) return { ok: true, count: 0 };
  const deleted = await adminCall('POST', '/del_keys', { keys: keys.join(',') });
  return deleted ? { ok: true, count: keys.length } : { ok: false, reason: 'unreachable' };
}

export async function purgeTag(tag: string): Promise<CacheOutcome> {
  const r = await purgeCacheTags([tag]);
  return r.ok ? { ok: true, count: r.purged } : { ok: false, reason: r.reason };
}

/** Empties both caches of the site (pages and API answers); the warmer renders the sitemap again. */
export async function resetCache(): Promise<CacheOutcome> {
  return (await adminCall('GET', '/reset', {}))
    ? { ok: true, count: 0 }
    : { ok: false, reason: 'unreachable' };
}

/** What this process's warmer did last (front/warm.ts writes it; the same process reads it). */
export function warmState() {
  const g = globalThis as unknown as Record<string, unknown>;
  return (g.tsuzuriWarmState ?? null) as {
    running: boolean;
    lastStartedAt: string | null;
    lastFinishedAt: string | null;
    pages: number;
    ms: number;
    error: string | null;
  } | null;
}

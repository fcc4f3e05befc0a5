import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAdminKey, strongSecret } from '@tsuzuri/cache-protocol/secrets';
import { z } from 'zod';

/** The front server's environment, validated at start; the only reader of process.env here. */
const FrontEnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Where the site listens. All interfaces by default: it is the public web server. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The page-cache service; empty = in-process cache only. */
  CACHE_URL: z.union([z.url(), z.literal('')]).default(`http://127.0.0.1:${process.env.CACHE_PORT ?? 40010}`),
  /** The cache service's admin secret; unset = the random key kept in DATA_DIR (as `npm start` makes it). */
  CACHE_ADMIN_KEY: strongSecret().optional(),
  DATA_DIR: z.string().min(1).optional(),
  /** Checked here, at start, for the app's admin API (apps/web/src/env.ts reads it): never a weak token. */
  ADMIN_TOKEN: strongSecret().optional(),
  /** Bound on each call to the cache service on the request path. */
  CACHE_TIMEOUT_MS: z.coerce.number().int().min(5).max(5000).default(150),
  L1_MAX_MB: z.coerce.number().min(1).max(8192).default(128),
  /** Front processes (node:cluster), one per core by default. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(Math.min(os.availableParallelism(), 4)),
  WARM_CACHE: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Behind one trusted proxy: the visitor is the X-Forwarded-For entry it added (the rightmost), else the socket. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  /** How often the popularity rankings are checked, and purged when their order changed. */
  POPULAR_REFRESH_MINUTES: z.coerce.number().min(0.05).max(1440).default(10),
  ACCESS_LOG: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
  /** Analytics ingestion queue (docs/analytics.md): write a batch at this size or after this long. */
  ANALYTICS_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(500),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  /** Events held in memory per process; beyond it the endpoints answer 503. */
  ANALYTICS_QUEUE_MAX: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  /** Days raw analytics events are kept; the daily rollups (stats, ranking) are kept forever. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /**
   * Reports one address may send per window (429 beyond): a reader sends a page view, a few
   * scroll milestones and clicks per page, and many readers may share one address (an office,
   * a mobile carrier's NAT), so it is generous.
   */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000_000).default(300),
  ANALYTICS_RATE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /** Shared per-address limits across instances (the same Redis the cache service may use); unset = per instance. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional(),
  /** Salt of the address hash that identifies a reader without ids; unset = derived from CACHE_ADMIN_KEY. */
  IP_HASH_SALT: z.string().min(16, 'IP_HASH_SALT must be at least 16 characters').optional(),
  NODE_ENV: z.string().optional(),
});

export type FrontEnv = Omit<z.infer<typeof FrontEnvSchema>, 'CACHE_ADMIN_KEY'> & { CACHE_ADMIN_KEY: string };

const repoData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data');

export function frontEnv(): FrontEnv {
  const parsed = FrontEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for the web server:\n${lines.join('\n')}`);
  }
  // Never a guessable default: the key a local run keeps in its data folder (the cache service
  // and the content scripts read the same file).
  const key = parsed.data.CACHE_ADMIN_KEY ?? localAdminKey(parsed.data.DATA_DIR ?? repoData);
  // Next's server code runs in this process and reads its own env (src/env.ts), where the key is
  // the address-hash salt's source: hand it the resolved key, so every worker hashes a visitor
  // (and counts their form limits) the same way instead of with a random salt each.
  process.env.CACHE_ADMIN_KEY = key;
  return { ...parsed.data, CACHE_ADMIN_KEY: key };
}

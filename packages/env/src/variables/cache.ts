import { z } from 'zod';
import { strongSecret } from '../secrets';
import { port } from './shared';

const MiB = 1024 * 1024;
const bytes = (fallback: number) => z.coerce.number().int().min(1024).default(fallback);

/** The page-cache service, its clients, and the shared Redis. */
export const CACHE = {
  CACHE_PORT: port().default(40010).describe("the page-cache service's port"),
  // Loopback by default: anyone who can reach /set can replace a page, so listening on every
  // interface must be a deliberate choice (CACHE_HOST=0.0.0.0 behind a firewall).
  CACHE_HOST: z
    .string()
    .min(1)
    .default('127.0.0.1')
    .describe('its interface; keep it private, it accepts page writes'),
  // Its one client speaks plain HTTP: the service belongs on loopback or a private network.
  CACHE_URL: z
    .union([
      z.url().regex(/^http:\/\//, 'must be an http:// URL (the cache service speaks plain HTTP)'),
      z.literal(''),
    ])
    .optional()
    .describe(
      'where the web server and the CLIs find it (unset: http://127.0.0.1:CACHE_PORT); empty = no service',
    ),
  CACHE_ADMIN_KEY: strongSecret()
    .optional()
    .describe(
      "the service's admin secret: strong; required when NODE_ENV=production; else the key kept in DATA_DIR/.cache-admin-key",
    ),
  CACHE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(5)
    .max(5000)
    .default(150)
    .describe('bound on each call to the cache service on the request path'),
  CACHE_MAX_BYTES: bytes(256 * MiB).describe("the service's memory bound (LRU)"),
  CACHE_MAX_ENTRY_BYTES: bytes(4 * MiB).describe('the largest entry it stores'),
  L1_MAX_MB: z.coerce
    .number()
    .min(1)
    .max(8192)
    .default(128)
    .describe('in-process page cache per web process'),
  EDGE_PURGE_URL: z
    .url()
    .regex(/^http:\/\//, 'must be an http:// URL (Varnish on loopback or a private network)')
    .default('http://127.0.0.1:6081')
    .describe("where the purge relay sends xkey purges: the edge's (Varnish's) own address"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .describe(
      'Redis for the shared store, the purge feed and the per-address limits; unset = per instance',
    ),
};

/** Where the cache service is: CACHE_URL, else loopback on CACHE_PORT; null when CACHE_URL is empty. */
export const cacheServiceUrl = (env: { CACHE_URL?: string; CACHE_PORT: number }): string | null =>
  env.CACHE_URL === '' ? null : (env.CACHE_URL ?? `http://127.0.0.1:${env.CACHE_PORT}`);

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_KEY_FILE, localAdminKey, strongSecret } from '@tsuzuri/cache-protocol/secrets';
import { z } from 'zod';

const repoData = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'data');
const MiB = 1024 * 1024;

const bytes = (fallback: number) => z.coerce.number().int().min(1024).default(fallback);

const EnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    CACHE_PORT: z.coerce.number().int().min(1).max(65535).default(40010),
    // Loopback by default: anyone who can reach /set can replace a page, so listening on every
    // interface must be a deliberate choice (CACHE_HOST=0.0.0.0 behind a firewall).
    CACHE_HOST: z.string().min(1).default('127.0.0.1'),
    CACHE_ADMIN_KEY: strongSecret().optional(),
    /** Where a local run keeps its generated admin key when CACHE_ADMIN_KEY is unset. */
    DATA_DIR: z.string().min(1).default(repoData),
    REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://').optional(),
    CACHE_MAX_BYTES: bytes(256 * MiB),
    CACHE_MAX_ENTRY_BYTES: bytes(4 * MiB),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.CACHE_ADMIN_KEY) {
      ctx.addIssue({ code: 'custom', path: ['CACHE_ADMIN_KEY'], message: 'required in production (e.g. `openssl rand -hex 24`)' });
    }
    if (env.CACHE_MAX_ENTRY_BYTES > env.CACHE_MAX_BYTES) {
      ctx.addIssue({ code: 'custom', path: ['CACHE_MAX_ENTRY_BYTES'], message: 'must not exceed CACHE_MAX_BYTES' });
    }
  });

export type CacheEnv = Omit<z.infer<typeof EnvSchema>, 'CACHE_ADMIN_KEY'> & {
  CACHE_ADMIN_KEY: string;
  /** Set when no key was configured: the generated key's file (DATA_DIR/.cache-admin-key). */
  adminKeyFile?: string;
};

/**
 * The service's environment, validated; the only module that reads process.env. Empty values
 * count as unset (`REDIS_URL=` in a .env file means "no Redis"). Throws one readable message.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): CacheEnv {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for the page-cache service:\n${lines.join('\n')}`);
  }
  const key = parsed.data.CACHE_ADMIN_KEY;
  if (key !== undefined) return { ...parsed.data, CACHE_ADMIN_KEY: key };
  // Development without a key: the random one of this data folder (never a guessable default).
  return { ...parsed.data, CACHE_ADMIN_KEY: localAdminKey(parsed.data.DATA_DIR), adminKeyFile: path.join(parsed.data.DATA_DIR, ADMIN_KEY_FILE) };
}

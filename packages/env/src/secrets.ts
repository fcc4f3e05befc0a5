import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { localAdminKey, localStaffSecret } from './kept-secret.js';

export {
  ADMIN_KEY_FILE,
  keptSecret,
  localAdminKey,
  localStaffSecret,
  STAFF_SECRET_FILE,
} from './kept-secret.js';

/** Values seen as defaults or examples somewhere: never accepted as a secret. */
const KNOWN_DEFAULTS = [
  'dev-cache-admin-key',
  'changeme',
  'change-me',
  'password',
  'secret',
  'admin',
  'example',
  'default',
];

/**
 * Why a configured secret (ADMIN_TOKEN, CACHE_ADMIN_KEY) is too weak to accept, or null. Failed
 * guesses are limited per address, but a short or well-known key falls to a few addresses
 * anyway: at least 16 characters, at least 8 different ones, and no known default.
 */
export function weakSecretProblem(value: string): string | null {
  if (value.length < 16) return 'must be at least 16 characters (e.g. `openssl rand -hex 24`)';
  if (new Set(value).size < 8)
    return 'is too repetitive: use at least 8 different characters (e.g. `openssl rand -hex 24`)';
  const lower = value.toLowerCase();
  if (
    KNOWN_DEFAULTS.some(
      (d) =>
        lower === d ||
        lower.startsWith(`${d}-`) ||
        lower.endsWith(`-${d}`) ||
        lower.includes('dev-cache-admin-key'),
    )
  ) {
    return 'is a known default; use a random value (e.g. `openssl rand -hex 24`)';
  }
  return null;
}

/** A configured secret in an env schema: refused at start, with the reason, when weak. */
export const strongSecret = () =>
  z.string().refine((v) => !weakSecretProblem(v), {
    error: (issue) => weakSecretProblem(String(issue.input)) ?? 'is too weak',
  });

/**
 * The cache admin key, one rule for every process: the configured CACHE_ADMIN_KEY (a strong
 * secret, required when NODE_ENV=production — both checked by readEnv), else the random key
 * kept in DATA_DIR/.cache-admin-key, so the service, the fronts and the CLIs of one data folder
 * agree with nothing to configure.
 */
export const cacheAdminKey = (env: { CACHE_ADMIN_KEY?: string; DATA_DIR: string }) =>
  env.CACHE_ADMIN_KEY ?? localAdminKey(env.DATA_DIR);

/**
 * What an address hash is for. The two hashes are kept apart on purpose when IP_HASH_SALT is
 * unset: an analytics reader's hash must not be joinable with the hash stored beside a comment
 * or message (and changing either derivation would split the day's readers or reset the form
 * limits once), so each keeps its own prefix and source.
 */
export type SaltPurpose = 'analytics' | 'forms';

const DERIVED: Record<
  SaltPurpose,
  { prefix: string; sources: ('ADMIN_TOKEN' | 'CACHE_ADMIN_KEY')[] }
> = {
  analytics: { prefix: 'tsuzuri-analytics', sources: ['CACHE_ADMIN_KEY'] },
  forms: { prefix: 'tsuzuri-ip', sources: ['ADMIN_TOKEN', 'CACHE_ADMIN_KEY'] },
};

const processSalt = randomBytes(16).toString('hex');

/**
 * The salt of visitor-address hashes. It must be secret (an IPv4 hash with a known salt is
 * reversed in minutes) and the same in every worker and instance (the rate limits count per
 * hash): IP_HASH_SALT, else derived from the purpose's secret (`npm start` always sets the cache
 * admin key), else random per process (hashes then only group within one process).
 */
export function addressHashSalt(
  purpose: SaltPurpose,
  env: { IP_HASH_SALT?: string; ADMIN_TOKEN?: string; CACHE_ADMIN_KEY?: string },
): string {
  if (env.IP_HASH_SALT) return env.IP_HASH_SALT;
  const { prefix, sources } = DERIVED[purpose];
  const secret = sources.map((name) => env[name]).find(Boolean);
  return secret ? createHash('sha256').update(`${prefix}:${secret}`).digest('hex') : processSalt;
}

/**
 * The console's session secret, one rule for every process: the configured STAFF_AUTH_SECRET
 * (required when NODE_ENV=production: readEnv checks), else the one kept in
 * DATA_DIR/.staff-auth-secret, so every worker of one data folder signs alike.
 */
export const staffAuthSecret = (env: { STAFF_AUTH_SECRET?: string; DATA_DIR: string }) =>
  env.STAFF_AUTH_SECRET ?? localStaffSecret(env.DATA_DIR);

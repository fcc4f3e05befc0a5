import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Values seen as defaults or examples somewhere: never accepted as a secret. */
const KNOWN_DEFAULTS = ['dev-cache-admin-key', 'changeme', 'change-me', 'password', 'secret', 'admin', 'example', 'default'];

/**
 * Why a configured secret (ADMIN_TOKEN, CACHE_ADMIN_KEY) is too weak to accept, or null. Failed
 * guesses are limited per address, but a short or well-known key falls to a few addresses
 * anyway: at least 16 characters, at least 8 different ones, and no known default.
 */
export function weakSecretProblem(value: string): string | null {
  if (value.length < 16) return 'must be at least 16 characters (e.g. `openssl rand -hex 24`)';
  if (new Set(value).size < 8) return 'is too repetitive: use at least 8 different characters (e.g. `openssl rand -hex 24`)';
  const lower = value.toLowerCase();
  if (KNOWN_DEFAULTS.some((d) => lower === d || lower.startsWith(`${d}-`) || lower.endsWith(`-${d}`) || lower.includes('dev-cache-admin-key'))) {
    return 'is a known default; use a random value (e.g. `openssl rand -hex 24`)';
  }
  return null;
}

/** A configured secret in an env schema: refused at start, with the reason, when weak. */
export const strongSecret = () => z.string().refine((v) => !weakSecretProblem(v), { error: (issue) => weakSecretProblem(String(issue.input)) ?? 'is too weak' });

/** The file in the data folder that holds the local cache admin key (`npm start` writes it too). */
export const ADMIN_KEY_FILE = '.cache-admin-key';

/**
 * The cache admin key of a local run when none is configured: read from DATA_DIR, made there
 * (random, owner-only) the first time. The service, the fronts and the content scripts of one
 * data folder so agree on a strong key with nothing to configure.
 */
export function localAdminKey(dataDir: string): string {
  const file = path.join(dataDir, ADMIN_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process of the same start made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

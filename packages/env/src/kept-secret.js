// Plain JavaScript with no dependencies on purpose: `npm start` (scripts/lib/*.mjs) imports it
// before `npm install` has run, and the TypeScript processes import the same file, so a local
// run's generated secrets follow one rule wherever they are made.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file in the data folder that holds the local cache admin key. */
export const ADMIN_KEY_FILE = '.cache-admin-key';

/**
 * A secret of a local run kept in `dataDir/name`: read when it exists, else made there (random,
 * 24 bytes hex, owner-only). `wx` makes the first writer win when several processes of one start
 * race; the others read theirs. Every process of one data folder so agrees on one strong value.
 * @param {string} dataDir
 * @param {string} name
 * @returns {string}
 */
export function keptSecret(dataDir, name) {
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The cache admin key of a local run when none is configured: the one kept in DATA_DIR.
 * @param {string} dataDir
 */
export const localAdminKey = (dataDir) => keptSecret(dataDir, ADMIN_KEY_FILE);

/** The file in the data folder that holds the local console session secret. */
export const STAFF_SECRET_FILE = '.staff-auth-secret';

/**
 * The console's session secret of a local run when STAFF_AUTH_SECRET is not configured: the one
 * kept in DATA_DIR (48 hex characters).
 * @param {string} dataDir
 */
export const localStaffSecret = (dataDir) => keptSecret(dataDir, STAFF_SECRET_FILE);

import path from 'node:path';
import {
  ADMIN_KEY_FILE,
  cacheAdminKey,
  PAGE_CACHE_VARIABLES,
  readEnv,
  type EnvOf,
} from '@tsuzuri/env';

export type CacheEnv = Omit<EnvOf<typeof PAGE_CACHE_VARIABLES>, 'CACHE_ADMIN_KEY'> & {
  CACHE_ADMIN_KEY: string;
  /** Set when no key was configured: the generated key's file (DATA_DIR/.cache-admin-key). */
  adminKeyFile?: string;
};

/** The service's environment, validated (docs/configuration.md); throws one readable message. */
export function loadEnv(source?: Record<string, string | undefined>): CacheEnv {
  const env = readEnv(PAGE_CACHE_VARIABLES, 'the page-cache service', source);
  const key = cacheAdminKey(env);
  return {
    ...env,
    CACHE_ADMIN_KEY: key,
    ...(env.CACHE_ADMIN_KEY ? {} : { adminKeyFile: path.join(env.DATA_DIR, ADMIN_KEY_FILE) }),
  };
}

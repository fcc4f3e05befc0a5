import {
  cacheAdminKey,
  cacheServiceUrl,
  type EnvOf,
  FRONT_VARIABLES,
  readEnv,
  shareWithProcess,
  withdrawFromProcess,
} from '@tsuzuri/env';

/** The front server's environment (docs/configuration.md), validated at start. */
export type FrontEnv = Omit<EnvOf<typeof FRONT_VARIABLES>, 'CACHE_ADMIN_KEY' | 'CACHE_URL'> & {
  CACHE_ADMIN_KEY: string;
  /** The page-cache service; empty = in-process cache only. */
  CACHE_URL: string;
};

export function frontEnv(): FrontEnv {
  const env = readEnv(FRONT_VARIABLES, 'the web server');
  const key = cacheAdminKey(env);
  // Next's server code runs in this process and reads its own set (src/env.ts), where the key is
  // the address-hash salt's source: hand it the resolved key, so every worker hashes a visitor
  // (and counts their form limits) the same way instead of with a random salt each.
  shareWithProcess({ CACHE_ADMIN_KEY: key });
  // Read once: Next's code in a render worker has no business with the render workers' secret.
  withdrawFromProcess(['WEB_RENDER_SECRET']);
  return { ...env, CACHE_ADMIN_KEY: key, CACHE_URL: cacheServiceUrl(env) ?? '' };
}

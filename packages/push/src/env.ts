import { type EnvOf, PUSH_SENDER_VARIABLES, readEnv } from '@tsuzuri/env';

/**
 * The sender's own settings (declared in @tsuzuri/env), validated once; the VAPID keys and
 * WEB_PUSH are the site's and are read by @tsuzuri/config's env, which the site config reads too.
 */
export type PushEnv = EnvOf<typeof PUSH_SENDER_VARIABLES>;
let cached: PushEnv | undefined;

export function pushEnv(): PushEnv {
  cached ??= readEnv(PUSH_SENDER_VARIABLES, '@tsuzuri/push');
  return cached;
}

export const announcesOnPublish = (env: PushEnv = pushEnv()) =>
  env.PUSH_ON_PUBLISH === 'true' || env.PUSH_ON_PUBLISH === '1';

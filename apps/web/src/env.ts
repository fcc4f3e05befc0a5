import 'server-only';
import { type EnvOf, readEnv, WEB_APP_VARIABLES } from '@tsuzuri/env';

/** Secrets and service addresses of the web app's server code (forms, admin API), validated once. */
export type ServerEnv = EnvOf<typeof WEB_APP_VARIABLES>;
let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= readEnv(WEB_APP_VARIABLES, 'the web app');
  return cached;
}

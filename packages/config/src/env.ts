import { CONTENT_VARIABLES, type EnvOf, readEnv } from '@tsuzuri/env';

/**
 * The back end's environment (its variables are declared in @tsuzuri/env), validated once,
 * so a misconfiguration fails at start with one clear message.
 */
export type ContentEnv = EnvOf<typeof CONTENT_VARIABLES>;

let cached: ContentEnv | undefined;

export function contentEnv(): ContentEnv {
  cached ??= readEnv(CONTENT_VARIABLES, '@tsuzuri/config');
  return cached;
}

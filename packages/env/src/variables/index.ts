import { ANALYTICS } from './analytics';
import { CACHE } from './cache';
import { FORMS } from './forms';
import { PROCESS } from './process';
import { PUSH } from './push';
import { SITE } from './site';
import { STAFF } from './staff';

/** Every environment variable the site reads, by purpose; each is declared once, here. */
export const VARIABLE_GROUPS = { PROCESS, CACHE, SITE, FORMS, ANALYTICS, PUSH, STAFF };

export const VARIABLES = {
  ...PROCESS,
  ...CACHE,
  ...SITE,
  ...FORMS,
  ...ANALYTICS,
  ...PUSH,
  ...STAFF,
};
export type VariableName = keyof typeof VARIABLES;

export { cacheServiceUrl } from './cache';

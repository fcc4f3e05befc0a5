import { z } from 'zod';
import { VARIABLES, type VariableName } from './variables';

type Declared = typeof VARIABLES;
export type VariableSet = Partial<Declared>;
export type EnvOf<S extends VariableSet> = z.infer<
  z.ZodObject<{ [K in keyof S]: S[K] & z.ZodType }>
>;

/** The variables a process reads, by name, in the order their problems are listed. */
export function variableSet<const N extends VariableName>(...names: N[]): Pick<Declared, N> {
  return Object.fromEntries(names.map((name) => [name, VARIABLES[name]])) as Pick<Declared, N>;
}

/** Rules across variables; each applies to a set that reads all the variables it names. */
const CROSS_RULES: {
  needs: VariableName[];
  problem: (env: Record<string, unknown>) => [VariableName, string] | null;
}[] = [
  {
    // Production never falls back to a key file on one machine's disk: every instance must be told.
    needs: ['NODE_ENV', 'CACHE_ADMIN_KEY'],
    problem: (env) =>
      env.NODE_ENV === 'production' && !env.CACHE_ADMIN_KEY
        ? ['CACHE_ADMIN_KEY', 'required in production (e.g. `openssl rand -hex 24`)']
        : null,
  },
  {
    // The same for the console's session secret: instances must agree on it.
    needs: ['NODE_ENV', 'STAFF_AUTH_SECRET'],
    problem: (env) =>
      env.NODE_ENV === 'production' && !env.STAFF_AUTH_SECRET
        ? ['STAFF_AUTH_SECRET', 'required in production (e.g. `openssl rand -hex 32`)']
        : null,
  },
  {
    needs: ['CACHE_MAX_BYTES', 'CACHE_MAX_ENTRY_BYTES'],
    problem: (env) =>
      (env.CACHE_MAX_ENTRY_BYTES as number) > (env.CACHE_MAX_BYTES as number)
        ? ['CACHE_MAX_ENTRY_BYTES', 'must not exceed CACHE_MAX_BYTES']
        : null,
  },
];

/**
 * Reads and validates the variables of `set` (typed, defaults applied) from `source`; throws one
 * message listing every bad variable, named for `who`. An empty value counts as unset
 * (`REDIS_URL=` in a .env file means "no Redis"), unless the variable gives empty a meaning of
 * its own (CACHE_URL= means "no cache service", OUTBOUND_DOMAINS= means "none").
 */
export function readEnv<S extends VariableSet>(
  set: S,
  who: string,
  source: Record<string, string | undefined> = process.env,
): EnvOf<S> {
  const schemas = set as Record<string, z.ZodType>;
  const present: Record<string, string> = {};
  for (const name of Object.keys(schemas)) {
    const value = source[name];
    if (value === undefined || (value === '' && !schemas[name].safeParse('').success)) continue;
    present[name] = value;
  }
  const parsed = z.object(schemas).safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (parsed.success) {
    for (const rule of CROSS_RULES) {
      if (!rule.needs.every((name) => name in schemas)) continue;
      const found = rule.problem(parsed.data as Record<string, unknown>);
      if (found) problems.push(`  ${found[0]}: ${found[1]}`);
    }
  }
  if (problems.length) throw new Error(`Invalid environment for ${who}:\n${problems.join('\n')}`);
  return parsed.data as EnvOf<S>;
}

/**
 * Hands a value this process resolved to code that runs in it and reads its own set (the front
 * resolves the cache admin key; Next's server code, in the same process, derives a salt from it).
 */
export function shareWithProcess(values: Record<string, string>): void {
  Object.assign(process.env, values);
}

/** Takes values this process has read out of its environment, so code that runs in it later cannot. */
export function withdrawFromProcess(names: string[]): void {
  for (const name of names) delete process.env[name];
}

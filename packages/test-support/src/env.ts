/**
 * The test runner's own environment, for a child process a test starts (an operator's command),
 * without the variables the test sets itself. The one place test-support reads and writes
 * process.env.
 */
export function inheritedEnv(without: readonly string[]): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of without) delete env[name];
  return env;
}

/**
 * The environment as it is now: `restore()` puts back the variables added, changed or deleted
 * since (between the test files that share a worker: ./process-state.ts).
 */
export function environmentSnapshot(): { restore: () => void } {
  const saved = { ...process.env };
  return {
    restore() {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    },
  };
}

/**
 * The test runner's own environment, for a child process a test starts (an operator's command),
 * without the variables the test sets itself. The one place test-support reads process.env.
 */
export function inheritedEnv(without: readonly string[]): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...process.env };
  for (const name of without) delete env[name];
  return env;
}

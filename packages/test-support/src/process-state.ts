import { vi } from 'vitest';

/**
 * What a test file may change in its process besides its modules, taken now: `restore()` puts the
 * environment (variables added, changed or deleted) and the working folder back, and ends fake
 * timers, stubs and spies. Used between the files that share a worker (scripts/vitest-file-state.ts).
 */
export function processState(): { restore: () => void } {
  const env = { ...process.env };
  const cwd = process.cwd();
  return {
    restore() {
      for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
      Object.assign(process.env, env);
      if (process.cwd() !== cwd) process.chdir(cwd);
      vi.useRealTimers();
      vi.unstubAllEnvs();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    },
  };
}

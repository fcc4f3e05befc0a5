import { vi } from 'vitest';
import { environmentSnapshot } from './env';

/**
 * What a test file may change in its process besides its modules, taken now: `restore()` puts the
 * environment (variables added, changed or deleted) and the working folder back, and ends fake
 * timers, stubs and spies. Used between the files that share a worker (scripts/vitest-file-state.ts).
 */
export function processState(): { restore: () => void } {
  const env = environmentSnapshot();
  const cwd = process.cwd();
  return {
    restore() {
      env.restore();
      if (process.cwd() !== cwd) process.chdir(cwd);
      vi.useRealTimers();
      vi.unstubAllEnvs();
      vi.unstubAllGlobals();
      vi.restoreAllMocks();
    },
  };
}

import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { processTreeCpuMs } from './process-tree.mjs';

describe('processTreeCpuMs', () => {
  it("counts a child's and a grandchild's CPU under the parent's pid", async () => {
    // A shell whose child spins for ~300 ms of CPU, then sleeps so it is still there to be read.
    const spin = 'const t = Date.now(); while (Date.now() - t < 300); setTimeout(() => {}, 3000)';
    const shell = spawn('sh', ['-c', `${process.execPath} -e "${spin}"; true`]);
    try {
      await new Promise((r) => setTimeout(r, 800));
      const ms = processTreeCpuMs(shell.pid as number);
      expect(ms).toBeGreaterThanOrEqual(200);
      expect(ms).toBeLessThan(2_000);
      expect(processTreeCpuMs(2 ** 22 + 1)).toBe(0); // no such process
    } finally {
      shell.kill('SIGKILL');
    }
  });
});

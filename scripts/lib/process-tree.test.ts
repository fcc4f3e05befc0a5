import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTreeCpuMs } from './process-tree.mjs';

describe('processTreeCpuMs', () => {
  it("counts a child's and a grandchild's CPU under the parent's pid", async () => {
    // A shell whose child spins until it has used 300 ms of CPU (CPU time, not wall time: a busy
    // box gives it less CPU per second, CI run 145 read 190 ms after a 300 ms wall-clock spin),
    // says so, then sleeps so it is still there to be read.
    const spin =
      "while ((process.cpuUsage().user + process.cpuUsage().system) / 1000 < 300); console.log('spun'); setTimeout(() => {}, 3000)";
    const shell = spawn('sh', ['-c', `${process.execPath} -e "${spin}"; true`], { detached: true });
    try {
      await once(shell.stdout, 'data');
      const ms = processTreeCpuMs(shell.pid as number);
      expect(ms).toBeGreaterThanOrEqual(300);
      // Counted once: twice would be 600 and more.
      expect(ms).toBeLessThan(600);
      expect(processTreeCpuMs(2 ** 22 + 1)).toBe(0); // no such process
    } finally {
      process.kill(-(shell.pid as number), 'SIGKILL'); // the shell and its child
    }
  }, 30_000);
});

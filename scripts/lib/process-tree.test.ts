import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { processTreeCpuMs } from './process-tree.mjs';

describe('processTreeCpuMs', () => {
  it("counts a child's and a grandchild's CPU under the parent's pid", async () => {
    // A shell whose child spins until it has used 400 ms of CPU (CPU time, not wall time: a busy
    // box gives it less CPU per second, CI run 145 read 190 ms after a 300 ms wall-clock spin),
    // says so, then sleeps so it is still there to be read. /proc counts in 10 ms ticks that the
    // kernel apportions after the fact, a little behind what the process itself reads (CI run 150
    // read 290 ms after a spin to 300): at least 300 of the 400 must show.
    const spin =
      "while ((process.cpuUsage().user + process.cpuUsage().system) / 1000 < 400); console.log('spun'); setTimeout(() => {}, 3000)";
    const shell = spawn('sh', ['-c', `${process.execPath} -e "${spin}"; true`], { detached: true });
    try {
      await once(shell.stdout, 'data');
      const ms = processTreeCpuMs(shell.pid as number);
      expect(ms).toBeGreaterThanOrEqual(300);
      // Counted once: twice would be 800 and more.
      expect(ms).toBeLessThan(600);
      expect(processTreeCpuMs(2 ** 22 + 1)).toBe(0); // no such process
    } finally {
      process.kill(-(shell.pid as number), 'SIGKILL'); // the shell and its child
    }
  }, 30_000);
});

// CPU time of a process and everything it started, from /proc: the steadier measure of what a
// request costs on a box where latency moves by ±10 ms from run to run (docs/benchmarks.md).
import fs from 'node:fs';

/** /proc/<pid>/stat's utime and stime are in USER_HZ ticks, 100 a second on Linux. */
const MS_PER_TICK = 10;

function statOf(pid) {
  try {
    // The command name (field 2) may hold spaces and parentheses: the fields start after its ')'.
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) };
  } catch {
    return null; // gone meanwhile
  }
}

/** Milliseconds of CPU that `pid` and its live descendants have used so far. */
export function processTreeCpuMs(pid) {
  const children = new Map();
  const ticks = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = statOf(name);
    if (!stat) continue;
    ticks.set(Number(name), stat.ticks);
    if (!children.has(stat.ppid)) children.set(stat.ppid, []);
    children.get(stat.ppid).push(Number(name));
  }
  let total = 0;
  for (const queue = [pid]; queue.length; ) {
    const p = queue.pop();
    total += ticks.get(p) ?? 0;
    queue.push(...(children.get(p) ?? []));
  }
  return total * MS_PER_TICK;
}

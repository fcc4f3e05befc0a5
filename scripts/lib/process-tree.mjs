// A process and everything it started, read from /proc (Linux): the proofs weigh the cluster's
// memory by it, the bench the site's memory and the CPU a render costs.
import fs from 'node:fs';

/** The pids a process started (each of its threads may have started some). */
function childrenOf(pid) {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) =>
        fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/),
      )
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // gone meanwhile
  }
}

/** pid and its live descendants, pid first (just [pid] when it has gone). */
export function processTree(pid) {
  const tree = [];
  for (const stack = [Number(pid)]; stack.length; ) {
    const p = stack.pop();
    tree.push(p);
    stack.push(...childrenOf(p));
  }
  return tree;
}

/** /proc/<pid>/stat's utime and stime are in USER_HZ ticks, 100 a second on Linux. */
const MS_PER_TICK = 10;

function cpuTicks(pid) {
  try {
    // The command name (field 2) may hold spaces and parentheses: the fields start after its ')'.
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0; // gone meanwhile
  }
}

/**
 * Milliseconds of CPU that pid and its live descendants have used so far: the steadier measure
 * of what a request costs on a box where latency moves by ±10 ms from run to run.
 */
export function processTreeCpuMs(pid) {
  return processTree(pid).reduce((ms, p) => ms + cpuTicks(p) * MS_PER_TICK, 0);
}

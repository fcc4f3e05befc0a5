// Memory of the cluster's processes, sampled from /proc (Linux): each named process
// counts with its descendants (tsx runs the server in a child; PostgreSQL has a backend per
// connection).
import fs from 'node:fs';
import path from 'node:path';
import { processTree } from '../lib/process-tree.mjs';

function kb(file, field) {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(file, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Memory in MB of pid and all its descendants (0 when gone): RSS, and PSS — RSS with each shared
 * page divided among the processes sharing it. Summed RSS counts PostgreSQL's shared buffers once
 * per backend (and grows as backends touch them); PSS counts them once, so flatness is judged on it.
 */
export function treeMemoryMb(pid) {
  let rss = 0;
  let pss = 0;
  for (const p of processTree(pid)) {
    rss += kb(`/proc/${p}/status`, 'VmRSS');
    pss += kb(`/proc/${p}/smaps_rollup`, 'Pss');
  }
  return { rss: Math.round(rss / 102.4) / 10, pss: Math.round(pss / 102.4) / 10 };
}

/** The pid of the redis-server listening on port, found by its command line. */
export function redisPid(port) {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('redis-server') && cmd.includes(`:${port}`)) return Number(entry);
    } catch {}
  }
  return null;
}

/** The postmaster's pid, from the first line of postmaster.pid in its data folder. */
export function postgresPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/**
 * Samples every `everyMs` the memory of each process named by pids() ({name: pid}) over a run of
 * durationMs. stop() returns per name {first, afterWarmup, last, max, flat, pss, rss} (MB). The
 * first third is warm-up; `afterWarmup` is the highest sample of the middle third; "flat" means
 * no sample of the last third exceeds it by more than `tolerance` (+5 MB, the noise of a small
 * process): a process that levels off passes, one that keeps growing does not.
 */
export function sampleMemory(pids, { durationMs, everyMs = 5000, tolerance = 0.1 }) {
  const started = Date.now();
  const series = {};
  const take = () => {
    const at = Date.now() - started;
    for (const [name, pid] of Object.entries(pids())) {
      if (!pid) continue;
      series[name] ??= [];
      series[name].push({ at, ...treeMemoryMb(pid) });
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  const third = durationMs / 3;
  return {
    stop() {
      clearInterval(timer);
      take();
      return Object.fromEntries(
        Object.entries(series).map(([name, s]) => {
          const highest = (from, to) =>
            Math.max(0, ...s.filter((x) => x.at >= from && x.at < to).map((x) => x.pss));
          const afterWarmup = highest(third, 2 * third);
          const lastThird = highest(2 * third, Number.POSITIVE_INFINITY);
          const summary = {
            first: s[0].pss,
            afterWarmup,
            last: s[s.length - 1].pss,
            max: Math.max(...s.map((x) => x.pss)),
          };
          return [
            name,
            {
              ...summary,
              flat: lastThird <= afterWarmup * (1 + tolerance) + 5,
              pss: s.map((x) => x.pss),
              rss: s.map((x) => x.rss),
            },
          ];
        }),
      );
    },
  };
}

import cluster, { type Worker } from 'node:cluster';
import fs from 'node:fs';
import { serveInstanceLimits } from '@/lib/abuse/instance-limits';
import { closeDb } from '@tsuzuri/db';
import { createRenderDir } from './private-next';

/** A worker's part: a front answers visitors, a render worker runs Next (docs/architecture.md). */
type Part = { role: 'front' | 'render'; index: number; chores?: boolean };

/** The message that tells a render worker to stop: its fronts have all ended. */
export const STOP_RENDERING = 'tsuzuri:stop-rendering';

/**
 * The web server's primary process: it serves no request. It forks `count` render workers and
 * `count` fronts, replaces any that dies, and counts the rate limits and runs the publish
 * scheduler once for the instance. On SIGTERM or SIGINT the fronts stop first (they finish what
 * is in flight, which may still need a render), then the render workers, then the primary.
 */
export function runPrimary(count: number, stopScheduler: () => Promise<unknown>): void {
  // The rate limits of every worker are counted here, once for the instance.
  serveInstanceLimits(cluster);
  const render = createRenderDir();
  process.once('exit', () => fs.rmSync(render.dir, { recursive: true, force: true }));
  const parts = new Map<Worker, Part>();
  const fork = (part: Part) => {
    // Said for every worker: values inherited from the operator's environment must not name them.
    const worker = cluster.fork({
      WEB_WORKER_ROLE: part.role,
      WEB_WORKER_CHORES: String(Boolean(part.chores)),
      // A render worker's socket; a front's own render worker.
      WEB_RENDER_INDEX: String(part.index),
      WEB_RENDER_DIR: render.dir,
      WEB_RENDER_SECRET: render.secret,
    });
    parts.set(worker, part);
  };
  // The render workers first: a front waits for their sockets before it takes visitors.
  for (let i = 0; i < count; i++) fork({ role: 'render', index: i });
  // One front does the machine-wide chores (the warm, the rankings); the front that replaces it
  // takes them over (a worker's id is never reused, so "worker 1" would leave them undone).
  for (let i = 0; i < count; i++) fork({ role: 'front', index: i, chores: i === 0 });

  let stopping = false;
  let schedulerStopped: Promise<unknown> = Promise.resolve();
  const running = (role: Part['role']) => [...parts.values()].filter((p) => p.role === role).length;
  const stopRenderWorkers = () => {
    for (const [worker, part] of parts)
      if (part.role === 'render' && worker.isConnected()) worker.send(STOP_RENDERING);
  };
  // Counted here: a worker that has exited may still be in cluster.workers (until it disconnects).
  cluster.on('exit', (worker, code, signal) => {
    const part = parts.get(worker);
    parts.delete(worker);
    if (!part) return;
    if (stopping) {
      if (part.role === 'front' && running('front') === 0) stopRenderWorkers();
      if (parts.size === 0) void exitPrimary(schedulerStopped);
      return;
    }
    console.error(
      `web ${part.role} worker ${worker.process.pid} exited (${signal ?? code}); starting another`,
    );
    fork(part);
  });
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.on(sig, () => {
      if (stopping) return;
      stopping = true;
      schedulerStopped = stopScheduler();
      for (const [worker, part] of parts) if (part.role === 'front') worker.process.kill(sig);
      if (running('front') === 0) stopRenderWorkers();
    });
  }
}

/**
 * The primary's end, once its workers have ended: the scheduler's round finished and the
 * database closed (PostgreSQL's pooled connections held a stopped instance, and its port, for
 * their idle timeout, ~10 s), within a bound in case the database does not answer.
 */
async function exitPrimary(schedulerStopped: Promise<unknown>): Promise<never> {
  await Promise.race([
    schedulerStopped.then(closeDb),
    new Promise((r) => setTimeout(r, 5_000).unref()),
  ]).catch((err) => console.error('web server: the database did not close', err));
  process.exit(0);
}

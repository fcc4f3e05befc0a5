import cluster, { type Cluster } from 'node:cluster';
import { z } from 'zod';
import { memoryRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit';

/**
 * One count per instance, whatever its number of workers. node:cluster workers share no memory,
 * so a limit kept in each worker would allow `limit × WEB_CONCURRENCY`. The counts live in the
 * cluster primary instead (it serves no requests, and outlives the workers it restarts); each
 * worker asks it over the cluster's IPC channel. A single-process server counts in itself.
 * Across instances, Redis counts (shared-limiter.ts).
 */

/** A worker's question to the primary; one schema on both sides of the channel. */
const HitRequest = z.object({
  type: z.literal('tsuzuri:limit-hit'),
  id: z.number().int(),
  name: z.string().min(1).max(100),
  limit: z.number().int().min(1),
  windowMs: z.number().int().min(1),
  key: z.string().max(1000),
  /** Only ask where the key stands, without counting. */
  peek: z.boolean().optional(),
});
const HitAnswer = z.object({
  type: z.literal('tsuzuri:limit-answer'),
  id: z.number().int(),
  allowed: z.boolean(),
  remaining: z.number(),
  retryAfterMs: z.number(),
});

/** How long a worker waits for the primary before counting the hit itself. */
const ANSWER_TIMEOUT_MS = 1000;

/** Primary side: answers every worker's hits from one set of counters. Call once, before forking. */
export function serveInstanceLimits(primary: Cluster = cluster): void {
  const limiters = new Map<string, RateLimiter>();
  primary.on('message', (worker, message) => {
    const asked = HitRequest.safeParse(message);
    if (!asked.success) return;
    const { id, name, limit, windowMs, key, peek } = asked.data;
    const which = `${name}|${limit}|${windowMs}`;
    const limiter = limiters.get(which) ?? memoryRateLimiter(limit, windowMs);
    limiters.set(which, limiter);
    void (peek ? limiter.peek(key) : limiter.hit(key)).then((result) => {
      if (worker.isConnected())
        worker.send({ type: 'tsuzuri:limit-answer', id, ...result } satisfies z.infer<
          typeof HitAnswer
        >);
    });
  });
}

type Channel = { nextId: number; waiting: Map<number, (result: RateLimitResult) => void> };
const CHANNEL = Symbol.for('tsuzuri.instance-limits');

/**
 * The worker's end of the channel, one per process: Next's bundle and the front each load this
 * module, and both must share one listener and one id sequence.
 */
function channel(): Channel {
  const holder = globalThis as unknown as Record<symbol, Channel | undefined>;
  let ch = holder[CHANNEL];
  if (!ch) {
    const created: Channel = { nextId: 1, waiting: new Map() };
    process.on('message', (message) => {
      const answer = HitAnswer.safeParse(message);
      if (!answer.success) return;
      const { id, type: _type, ...result } = answer.data;
      created.waiting.get(id)?.(result);
      created.waiting.delete(id);
    });
    holder[CHANNEL] = ch = created;
  }
  return ch;
}

/**
 * Worker side: a limiter whose counts are the instance's. If the primary cannot be asked (the
 * channel is closed, or no answer within a second) the worker counts the hit itself: a limit
 * per worker is weaker, never none.
 */
export function instanceLimiter(
  name: string,
  rate: { limit: number; windowMs: number },
): RateLimiter {
  const local = memoryRateLimiter(rate.limit, rate.windowMs);
  if (!cluster.isWorker || !process.send) return local;
  const ch = channel();
  const ask = (key: string, peek: boolean) => {
    const alone = () => (peek ? local.peek(key) : local.hit(key));
    const id = ch.nextId++;
    return new Promise<RateLimitResult>((resolve) => {
      const timer = setTimeout(() => {
        ch.waiting.delete(id);
        resolve(alone());
      }, ANSWER_TIMEOUT_MS);
      ch.waiting.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      const request: z.infer<typeof HitRequest> = {
        type: 'tsuzuri:limit-hit',
        id,
        name,
        limit: rate.limit,
        windowMs: rate.windowMs,
        key: key.slice(0, 1000),
        peek,
      };
      process.send?.(request, undefined, undefined, (error: Error | null) => {
        if (!error) return;
        clearTimeout(timer);
        ch.waiting.delete(id);
        resolve(alone());
      });
    });
  };
  return { hit: (key) => ask(key, false), peek: (key) => ask(key, true) };
}

import cluster, { type Cluster } from 'node:cluster';
import { z } from 'zod';
import { memoryRateLimiter, type RateLimiter, type RateLimitResult } from './rate-limit';

/**
 * One count per instance, whatever its number of workers. node:cluster workers share no memory,
 * so a limit kept in each worker would allow `limit × WEB_CONCURRENCY`. The counts live in the
 * cluster primary instead (it serves no requests, and outlives the workers it restarts); each
 * worker asks it over the cluster's IPC channel. A single-process server counts in itself.
 * Across instances, Redis counts (shared-limiter.ts).
 *
 * A worker sends the questions of one turn of its event loop together, and the primary answers
 * them together, in order: under load (every analytics beacon asks) one message each way per
 * turn, not per hit, which is what a message costs the two processes.
 */

/** How long a worker waits for the primary before counting the hit itself. */
const ANSWER_TIMEOUT_MS = 1000;
/** Questions per message at most: a longer turn sends several. */
const HITS_PER_MESSAGE = 1000;

/** One hit (or peek) a worker asks about; one schema on both sides of the channel. */
const Hit = z.object({
  id: z.number().int(),
  name: z.string().min(1).max(100),
  limit: z.number().int().min(1),
  windowMs: z.number().int().min(1),
  key: z.string().max(1000),
  /** Only ask where the key stands, without counting. */
  peek: z.boolean().optional(),
});
const HitsRequest = z.object({
  type: z.literal('tsuzuri:limit-hits'),
  hits: z.array(Hit).min(1).max(HITS_PER_MESSAGE),
});
const Answer = z.object({
  id: z.number().int(),
  allowed: z.boolean(),
  remaining: z.number(),
  retryAfterMs: z.number(),
});
const AnswersMessage = z.object({
  type: z.literal('tsuzuri:limit-answers'),
  answers: z.array(Answer),
});

/** Primary side: answers every worker's hits from one set of counters. Call once, before forking. */
export function serveInstanceLimits(primary: Cluster = cluster): void {
  const limiters = new Map<string, RateLimiter>();
  const limiterOf = (hit: z.infer<typeof Hit>) => {
    const which = `${hit.name}|${hit.limit}|${hit.windowMs}`;
    let limiter = limiters.get(which);
    if (!limiter) {
      limiter = memoryRateLimiter(hit.limit, hit.windowMs);
      limiters.set(which, limiter);
    }
    return limiter;
  };
  primary.on('message', async (worker, message) => {
    const asked = HitsRequest.safeParse(message);
    if (!asked.success) return;
    // Every hit is counted, in the order asked, before anything is awaited: the memory limiter
    // counts synchronously, so the first hits of a key are the ones within its limit, and the
    // next message (from this worker or another) cannot be counted in between.
    const answers = await Promise.all(
      asked.data.hits.map(async (hit) => {
        const limiter = limiterOf(hit);
        const result = await (hit.peek ? limiter.peek(hit.key) : limiter.hit(hit.key));
        return { id: hit.id, ...result } satisfies z.infer<typeof Answer>;
      }),
    );
    if (worker.isConnected())
      worker.send({ type: 'tsuzuri:limit-answers', answers } satisfies z.infer<
        typeof AnswersMessage
      >);
  });
}

type Waiting = {
  resolve: (result: RateLimitResult) => void;
  alone: () => Promise<RateLimitResult>;
};
type Channel = {
  nextId: number;
  waiting: Map<number, Waiting>;
  /** The questions of this turn, sent together at its end. */
  pending: z.infer<typeof Hit>[];
};
const CHANNEL = Symbol.for('tsuzuri.instance-limits');

/**
 * The worker's end of the channel, one per process: Next's bundle and the front each load this
 * module, and both must share one listener, one id sequence and one batch.
 */
function channel(): Channel {
  const holder = globalThis as unknown as Record<symbol, Channel | undefined>;
  let ch = holder[CHANNEL];
  if (!ch) {
    const created: Channel = { nextId: 1, waiting: new Map(), pending: [] };
    process.on('message', (message) => {
      const answered = AnswersMessage.safeParse(message);
      if (!answered.success) return;
      for (const { id, ...result } of answered.data.answers) {
        created.waiting.get(id)?.resolve(result);
        created.waiting.delete(id);
      }
    });
    holder[CHANNEL] = ch = created;
  }
  return ch;
}

/** The hits still waiting among `ids`, counted by the worker itself (the primary cannot answer). */
function countAlone(ch: Channel, ids: number[]): void {
  for (const id of ids) {
    const waiting = ch.waiting.get(id);
    if (!waiting) continue;
    ch.waiting.delete(id);
    void waiting.alone().then(waiting.resolve);
  }
}

/** Sends this turn's questions in one message; unanswered within a second, they are counted here. */
function sendPending(ch: Channel): void {
  const hits = ch.pending;
  if (!hits.length) return;
  ch.pending = [];
  const ids = hits.map((h) => h.id);
  const timer = setTimeout(() => countAlone(ch, ids), ANSWER_TIMEOUT_MS);
  timer.unref();
  const request: z.infer<typeof HitsRequest> = { type: 'tsuzuri:limit-hits', hits };
  const sent = process.send?.(request, undefined, undefined, (error: Error | null) => {
    if (!error) return;
    clearTimeout(timer);
    countAlone(ch, ids);
  });
  if (sent === undefined) {
    clearTimeout(timer);
    countAlone(ch, ids);
  }
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
  const ask = (key: string, peek: boolean) =>
    new Promise<RateLimitResult>((resolve) => {
      const id = ch.nextId++;
      ch.waiting.set(id, { resolve, alone: () => (peek ? local.peek(key) : local.hit(key)) });
      if (!ch.pending.length) setImmediate(() => sendPending(ch));
      ch.pending.push({
        id,
        name,
        limit: rate.limit,
        windowMs: rate.windowMs,
        key: key.slice(0, 1000),
        peek,
      });
      if (ch.pending.length >= HITS_PER_MESSAGE) sendPending(ch);
    });
  return { hit: (key) => ask(key, false), peek: (key) => ask(key, true) };
}

/** What a queue needs from its surroundings: where batches go and where problems are told. */
export type QueueOptions<T> = {
  /** A batch is written as soon as this many events wait. */
  batchSize: number;
  /** ...and at the latest this long after the previous write. */
  flushMs: number;
  /** Events held in memory (waiting plus being written); beyond it push() refuses. */
  maxQueued: number;
  store: (batch: T[]) => Promise<unknown>;
  onError?: (err: unknown, waiting: number) => void;
  /** An event the store refuses even on its own while others are stored (logged, then set aside). */
  onUnstorable?: (item: T, err: unknown) => void;
};

export type QueueCounters = {
  accepted: number;
  stored: number;
  refusedFull: number;
  failedWrites: number;
  unstorable: number;
};

/** After this many failed writes in a row, a batch is written event by event to find a bad one. */
const FAILURES_BEFORE_ISOLATING = 3;

/**
 * The bounded in-memory queue between the ingestion endpoints and the database. Events are
 * written in batches (one transaction each) by size and by time, one write at a time. A failed
 * write puts its batch back in front and is retried at the next tick, so an accepted event is
 * never dropped: when the database stays away, the queue fills and push() refuses (the
 * endpoint answers 503 and counts it). close() stops intake and writes everything that waits.
 */
export class EventQueue<T> {
  private waiting: T[] = [];
  private writing = 0;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private failuresInARow = 0;
  readonly counters: QueueCounters = {
    accepted: 0,
    stored: 0,
    refusedFull: 0,
    failedWrites: 0,
    unstorable: 0,
  };

  constructor(private readonly opts: QueueOptions<T>) {}

  /** Starts the time-based flush (the timer does not keep the process alive). */
  start(): this {
    this.timer ??= setInterval(() => void this.flush(), this.opts.flushMs);
    this.timer.unref();
    return this;
  }

  /** Events accepted and not yet stored. */
  get size(): number {
    return this.waiting.length + this.writing;
  }

  /** True when push() would refuse: full, or closing. */
  get full(): boolean {
    return this.closed || this.size >= this.opts.maxQueued;
  }

  /** Accepts an event, or refuses it (false) when full or closed; never drops one silently. */
  push(item: T): boolean {
    if (this.full) {
      this.counters.refusedFull++;
      return false;
    }
    this.waiting.push(item);
    this.counters.accepted++;
    if (this.waiting.length >= this.opts.batchSize) void this.flush();
    return true;
  }

  /** Writes what waits, batch after batch; resolves when done or when a write failed. */
  flush(): Promise<void> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, this.opts.batchSize);
      this.writing = batch.length;
      try {
        await this.opts.store(batch);
        this.counters.stored += batch.length;
        this.failuresInARow = 0;
      } catch (err) {
        this.counters.failedWrites++;
        this.opts.onError?.(err, this.waiting.length + batch.length);
        if (
          ++this.failuresInARow < FAILURES_BEFORE_ISOLATING ||
          !(await this.isolateBadEvents(batch))
        ) {
          this.waiting.unshift(...batch);
          return;
        }
      } finally {
        this.writing = 0;
      }
    }
  }

  /**
   * A batch that keeps failing may hold one event the database can never take (it would block
   * every event behind it). Written one by one: if some are stored, the database is up and the
   * ones refused alone are set aside through onUnstorable (logged with their content). If none
   * is stored the database is down: false, and the batch goes back whole.
   */
  private async isolateBadEvents(batch: T[]): Promise<boolean> {
    const refused: [T, unknown][] = [];
    let stored = 0;
    for (const item of batch) {
      try {
        await this.opts.store([item]);
        stored++;
      } catch (err) {
        refused.push([item, err]);
      }
    }
    if (stored === 0) return false;
    this.counters.stored += stored;
    this.counters.unstorable += refused.length;
    this.failuresInARow = 0;
    for (const [item, err] of refused) this.opts.onUnstorable?.(item, err);
    return true;
  }

  /**
   * Stops intake and writes everything that waits, retrying failed writes until `deadlineMs`
   * has passed. Resolves with the number of events left unwritten (0 on a clean stop).
   */
  async close(deadlineMs = 8000, retryMs = 250): Promise<number> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    const deadline = Date.now() + deadlineMs;
    await this.flush();
    while (this.size && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, retryMs));
      await this.flush();
    }
    return this.size;
  }
}

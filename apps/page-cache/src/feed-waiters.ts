/**
 * The /purges requests being held until a purge (long polling, docs/decisions/0023-purge-feed-held.md).
 * Every follower of the feed (each front, each render worker, the edge's relay) holds one; a
 * purge recorded anywhere wakes them all, and each reads the feed again.
 */
export type Held = { woken: Promise<void>; release(): void };

export type FeedWaiters = {
  /**
   * Holds one request: `woken` resolves when the feed may have changed, `ms` have passed, `gone`
   * fires (the caller left) or the service is closing; `release` ends the hold (always called,
   * answered early or not). False when no more requests may be held (the bound, or closing):
   * then the caller answers at once.
   */
  hold(ms: number, gone: { once(event: 'close', fn: () => void): unknown }): Held | false;
  /** Wakes every held request (the store heard of a purge). */
  wakeAll(): void;
  /** Wakes them all and holds no more: the service is stopping and must not wait for them. */
  close(): void;
  readonly size: number;
};

/**
 * `max`: how many requests may be held at once. /purges needs no secret, so whoever reaches the
 * service could open requests without end; past the bound they are answered at once, as before
 * long polling. Each web process holds one, so a thousand is far beyond any real deployment.
 */
export function createFeedWaiters(max = 1000): FeedWaiters {
  const held = new Set<() => void>();
  let closed = false;
  return {
    hold(ms, gone) {
      if (closed || held.size >= max) return false;
      let wake = () => {};
      const woken = new Promise<void>((resolve) => {
        wake = () => {
          clearTimeout(timer);
          held.delete(wake);
          resolve();
        };
      });
      const timer = setTimeout(wake, ms);
      held.add(wake);
      gone.once('close', wake);
      return { woken, release: wake };
    },
    wakeAll() {
      for (const wake of [...held]) wake();
    },
    close() {
      closed = true;
      this.wakeAll();
    },
    get size() {
      return held.size;
    },
  };
}

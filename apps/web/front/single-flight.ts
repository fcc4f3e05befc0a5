/** One running task: its promise and what it was started under (a purge generation). */
export type Flight<T> = { promise: Promise<T>; generation: number };

/**
 * One in-flight task per key: concurrent callers share the first caller's promise, so a page
 * nobody has cached yet is rendered once, not once per waiting visitor. `start` replaces a
 * flight that must not be shared any more (it began before a purge): the old one finishes on
 * its own without unregistering its successor.
 */
export class SingleFlight<T> {
  private inflight = new Map<string, Flight<T>>();

  get(key: string): Flight<T> | undefined {
    return this.inflight.get(key);
  }

  has(key: string): boolean {
    return this.inflight.has(key);
  }

  start(key: string, generation: number, task: () => Promise<T>): Promise<T> {
    const flight: Flight<T> = { promise: task(), generation };
    flight.promise
      .finally(() => {
        if (this.inflight.get(key) === flight) this.inflight.delete(key);
      })
      .catch(() => {});
    this.inflight.set(key, flight);
    return flight.promise;
  }
}

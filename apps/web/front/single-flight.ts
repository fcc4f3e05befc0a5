/**
 * One in-flight task per key: concurrent callers share the first caller's promise, so a page
 * nobody has cached yet is rendered once, not once per waiting visitor.
 */
export class SingleFlight<T> {
  private inflight = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running;
    const p = task().finally(() => this.inflight.delete(key));
    this.inflight.set(key, p);
    return p;
  }

  has(key: string): boolean {
    return this.inflight.has(key);
  }
}

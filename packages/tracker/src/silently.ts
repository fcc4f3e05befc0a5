/** Wraps a handler so nothing it throws reaches the page: analytics failures are silent. */
export function silently<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    try {
      fn(...args);
    } catch {
      // ignored on purpose
    }
  };
}

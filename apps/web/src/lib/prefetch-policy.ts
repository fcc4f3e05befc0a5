type NetworkInfo = { onLine: boolean; connection?: { saveData?: boolean; effectiveType?: string } };

/** The spec: no route prefetching on 2g, in data-saver mode or offline. */
export function canPrefetch(nav: NetworkInfo): boolean {
  if (!nav.onLine) return false;
  if (nav.connection?.saveData) return false;
  if (nav.connection?.effectiveType && /(^|-)2g$/.test(nav.connection.effectiveType)) return false;
  return true;
}

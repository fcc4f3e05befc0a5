type NetworkInfo = { onLine: boolean; connection?: { saveData?: boolean; effectiveType?: string } };

/** No route prefetching on 2g, in data-saver mode or offline (docs/product.md#navigation-behaviour). */
export function canPrefetch(nav: NetworkInfo): boolean {
  if (!nav.onLine) return false;
  if (nav.connection?.saveData) return false;
  if (nav.connection?.effectiveType && /(^|-)2g$/.test(nav.connection.effectiveType)) return false;
  return true;
}

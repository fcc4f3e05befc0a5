import type { Product, ProductPlanCode } from '@tsuzuri/content';
import { siteConfig } from '@tsuzuri/config';

/** How the pages and the structured data name each platform. */
export const OS_NAMES = { windows: 'Windows', mac: 'macOS' } as const;

/** A configured path with the query added (the configured path may carry a query of its own). */
function withQuery(base: string, params: Record<string, string>): string {
  const [path, existing = ''] = base.split('?');
  const query = new URLSearchParams(existing);
  for (const [k, v] of Object.entries(params)) query.set(k, v);
  return `${path}?${query}`;
}

/** The download link of a product: the site's download endpoint with its pid (docs/product.md#products). */
export function downloadHref(product: Pick<Product, 'pid'>): string {
  return withQuery(siteConfig().softwareDownloadUrl, { pid: product.pid });
}

/**
 * The buy link of one plan: subscriptions (monthly, yearly) go through the subscription path,
 * a perpetual licence through checkout; both carry the product's pid and the plan code.
 */
export function buyHref(product: Pick<Product, 'pid'>, plan: ProductPlanCode): string {
  const { buyUrls } = siteConfig();
  const base = plan === 'perpetual' ? buyUrls.checkout : buyUrls.subscribe;
  return withQuery(base, { pid: product.pid, plan });
}

/** A price in yen as a Japanese shop writes it: 9,980円 (¥9,980 in English). */
export function formatYen(amount: number, locale: string): string {
  const digits = amount.toLocaleString('en-US');
  return locale === 'ja' ? `${digits}円` : `¥${digits}`;
}

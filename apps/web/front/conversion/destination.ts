import type { ClientOs } from '@/lib/client-platform';
import { pathFor } from '@/lib/site-routes';
import { ATTRIBUTION_FIELDS, type Attribution } from './attribution';

/** What a download or buy link needs to know of a product (@tsuzuri/content's Product). */
export type ConvertibleProduct = {
  slug: string;
  pid: string;
  appId: string;
  downloadUrls: { windows: string | null; mac: string | null };
  plans: { code: string }[];
};

export type Locales = { locale: string; defaultLocale: string };

/** Only an absolute http(s) URL is ever a vendor download address (never javascript:, never relative). */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Where a download link sends the reader: the product's download URL for their OS, else the
 * site's thank-you page, which starts the demo's placeholder download (docs/product.md#download-and-buy).
 * Built from the product and the site only — nothing in the request's query is a destination.
 */
export function downloadDestination(
  product: ConvertibleProduct,
  os: ClientOs,
  locales: Locales,
): string {
  const url = os === 'other' ? null : httpUrl(product.downloadUrls[os]);
  return (
    url ??
    pathFor('download-thanks', { pid: product.pid, ...(os !== 'other' ? { os } : {}) }, locales)
  );
}

/** The product's page, at its plans section. */
export const plansPath = (product: ConvertibleProduct, locales: Locales): string =>
  `${pathFor('products', { slug: product.slug }, locales)}#plans`;

/**
 * Where a buy link sends the reader: the configured payment page (PAYMENT_URL) with the
 * product, the plan, the page's language and the reader's attribution set in its query (its own
 * parameters kept, ours replacing any of the same name), else the product's plans section.
 */
export function purchaseDestination(
  product: ConvertibleProduct,
  plan: string,
  attribution: Attribution,
  paymentUrl: string | null,
  locales: Locales,
): string {
  if (!paymentUrl) return plansPath(product, locales);
  const url = new URL(paymentUrl);
  url.searchParams.set('pid', product.pid);
  url.searchParams.set('app_id', product.appId);
  url.searchParams.set('plan', plan);
  url.searchParams.set('lang', locales.locale);
  for (const field of ATTRIBUTION_FIELDS) {
    const value = attribution[field];
    if (value) url.searchParams.set(field, value);
  }
  return url.toString();
}

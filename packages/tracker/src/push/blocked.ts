/** Pages whose name is one of these never get the prompt when checkout blocking is on (docs/product.md#push-prompt). */
const CHECKOUT_PAGES = ['checkout', 'order'];

/**
 * Whether the push prompt is kept off this page: its name (first path segment after a locale
 * prefix, without extension, hyphens as underscores — `/checkout.htm` is "checkout",
 * `/order/subscribe.php` is "order") is a blocked page, or a checkout page while checkout is
 * blocked (the default).
 */
export function isBlockedPage(
  pathname: string,
  config: { blockedPages: string[]; checkoutBlocked?: boolean },
): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length > 1 && /^[a-z]{2}$/.test(segments[0])) segments.shift();
  const name = (segments[0] ?? 'index').replace(/\.[a-z0-9]+$/i, '').replace(/-/g, '_');
  const blocked = config.blockedPages.map((page) => page.replace(/-/g, '_'));
  if (config.checkoutBlocked !== false) blocked.push(...CHECKOUT_PAGES);
  return blocked.includes(name);
}

import { isBlockedPage } from './blocked';
import { offerPush } from './offer';
import { clearOnline } from './online-cookie';
import { unregister } from './service';
import type { PushClientConfig } from './types';

export type { PushClientConfig } from './types';

/** The browser is asked this long after the page has loaded (docs/product.md#push-prompt). */
export const PUSH_PROMPT_DELAY_MS = 7000;

/**
 * Offers web push on this page: only when the site has it open, never on blocked pages
 * (checkout), and only 7000 ms after load. Every failure is silent.
 */
export function startPush(config: PushClientConfig): void {
  try {
    if (!config?.isOpen || !config.publicKey || isBlockedPage(location.pathname, config)) return;
    const later = () => setTimeout(() => offerPush(config).catch(() => {}), PUSH_PROMPT_DELAY_MS);
    if (document.readyState === 'complete') later();
    else addEventListener('load', later, { once: true });
  } catch {
    // Nothing a visitor should notice.
  }
}

/** Unsubscribing returns the visitor to "not subscribed" (docs/product.md#push-prompt): browser, service and cookie. */
export async function unsubscribePush(config: PushClientConfig): Promise<boolean> {
  try {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager.getSubscription();
    clearOnline(document, config.testEnv);
    if (!subscription) return false;
    await subscription.unsubscribe();
    await unregister(config.serviceUrl ?? '', subscription.endpoint);
    return true;
  } catch {
    return false;
  }
}

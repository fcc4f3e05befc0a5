import { base64urlToBytes, bytesToBase64url } from './base64url';
import { clearOnline, isOnline, markOnline } from './online-cookie';
import { buildRegistration } from './registration';
import { cacheStorageMemory, type RegistrationMemory, register } from './service';
import type { PushClientConfig } from './types';

/** The worker's path. Scope "/" (allowed by its Service-Worker-Allowed header; docs/product.md#push-endpoints). */
export const SERVICE_WORKER_URL = '/webpush/sw.js';

export type OfferOutcome = 'unsupported' | 'denied' | 'already' | 'registered' | 'failed';

/**
 * The prompt itself (after the delay): ask for permission when not yet decided, subscribe with
 * the site's VAPID key, post the registration and mark the visitor online on code 200.
 * A visitor already subscribed and marked online is left alone; one who revoked permission
 * returns to "not subscribed" (the cookie goes).
 */
export async function offerPush(
  config: PushClientConfig,
  memory: RegistrationMemory = cacheStorageMemory,
): Promise<OfferOutcome> {
  if (
    !('serviceWorker' in navigator) ||
    typeof PushManager === 'undefined' ||
    typeof Notification === 'undefined'
  )
    return 'unsupported';
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission !== 'granted') {
    clearOnline(document, config.testEnv);
    return 'denied';
  }
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const { pushManager } = await navigator.serviceWorker.ready;
  let subscription = await pushManager.getSubscription();
  if (subscription && !madeWithKey(subscription, config.publicKey)) {
    // The site's key changed: the push service would refuse our signature for this one.
    await subscription.unsubscribe();
    subscription = null;
  }
  if (subscription && isOnline(document, config.testEnv)) return 'already';
  subscription ??= await pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64urlToBytes(config.publicKey),
  });

  const language = document.documentElement.lang || navigator.language || 'und';
  const facts = { language, userAgent: navigator.userAgent, appId: config.appId, now: new Date() };
  const serviceUrl = config.serviceUrl ?? '';
  if (!(await register(serviceUrl, buildRegistration(subscription.toJSON(), facts))))
    return 'failed';
  markOnline(document, config.testEnv);
  await memory.write({ serviceUrl, publicKey: config.publicKey, appId: config.appId, language });
  return 'registered';
}

function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey;
  return !key || bytesToBase64url(key) === publicKey;
}

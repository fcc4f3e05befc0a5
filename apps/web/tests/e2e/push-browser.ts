/**
 * The browser side of the push specs (docs/decisions/0010-push-e2e-relay.md): headless Chromium
 * cannot reach a real push service, so PushManager.subscribe answers with a subscription on the
 * loopback relay. Used by push.spec.ts and admin-ops.spec.ts.
 */
/** Runs in the page before its scripts: the only substitute (see the decision record). */
export function fakeBrowserPushService(subscription: {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}) {
  let current: unknown = null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = options?.applicationServerKey as Uint8Array;
    (window as unknown as { e2eSubscribedWith: string }).e2eSubscribedWith = btoa(
      String.fromCharCode(...key),
    )
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    current = {
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key.slice().buffer },
      getKey: () => null,
      toJSON: () => ({
        endpoint: subscription.endpoint,
        expirationTime: null,
        keys: subscription.keys,
      }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current as PushSubscription;
  };
  PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
}

/** Sets window.e2eTrackerLoaded once the tracker bundle (with the push client) has run. */
export function markTrackerLoaded() {
  document.addEventListener(
    'load',
    (event) => {
      if ((event.target as HTMLScriptElement).src?.includes('/tracker/tracker.js'))
        (window as unknown as { e2eTrackerLoaded: boolean }).e2eTrackerLoaded = true;
    },
    true,
  );
}

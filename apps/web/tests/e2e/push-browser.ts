import { type BrowserContext, expect } from '@playwright/test';

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

/**
 * A reader's browser subscribed through the relay: the page opened with the fake push service,
 * its clock moved past the push client's 7 s prompt, the registration stored; `deliver` hands a
 * push the relay decrypted to this browser's service worker (DevTools protocol).
 */
export async function subscribeThroughRelay(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  url: string,
) {
  const origin = new URL(url).origin;
  await context.grantPermissions(['notifications'], { origin });
  await context.addInitScript(fakeBrowserPushService, subscription);
  await context.addInitScript(markTrackerLoaded);
  const page = await context.newPage();
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto(url);
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return page.evaluate(
        () => (window as unknown as { e2eTrackerLoaded?: boolean }).e2eTrackerLoaded === true,
      );
    })
    .toBe(true);
  const registered = page.waitForResponse((r) => r.url().endsWith('/index.php/sub/register'));
  await page.clock.runFor(8000);
  expect(await (await registered).json()).toEqual({ code: 200 });
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await found;
  return {
    page,
    deliver: (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data }),
  };
}

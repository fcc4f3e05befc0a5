// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBlockedPage } from './blocked';
import { PUSH_PROMPT_DELAY_MS, startPush, unsubscribePush } from './index';
import { clearOnline } from './online-cookie';
import {
  installFakePushBrowser,
  pushClientConfig,
  removeFakePushBrowser,
  startFakePushService,
} from './testing';
import type { PushClientConfig } from './types';

let service: Awaited<ReturnType<typeof startFakePushService>>;
const config = (over: Partial<PushClientConfig> = {}) => pushClientConfig(service.url, over);

beforeEach(async () => {
  service = await startFakePushService();
  history.replaceState(null, '', '/best-free-dvd-software');
  clearOnline(document);
  // Only the clock is fake: the register call goes to a real loopback service.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(async () => {
  vi.useRealTimers();
  removeFakePushBrowser();
  await service.close();
});

describe('startPush', () => {
  it('asks the browser 7000 ms after load, not before', async () => {
    const browser = installFakePushBrowser();
    startPush(config());
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS - 1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(service.calls).toHaveLength(1));
    expect(PUSH_PROMPT_DELAY_MS).toBe(7000);
  });

  it('starts counting at the load event when the page is still loading', async () => {
    const browser = installFakePushBrowser();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startPush(config());
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS * 2);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS);
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    // The registration it goes on to send lands before the service stops (afterEach).
    await vi.waitFor(() => expect(service.calls).toHaveLength(1));
  });

  it('never asks on the blocked pages (checkout)', async () => {
    const browser = installFakePushBrowser();
    for (const path of ['/checkout.htm', '/en/checkout', '/order/subscribe.php']) {
      history.replaceState(null, '', path);
      startPush(config());
    }
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS * 3);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('asks only when the site has web push open (and a key to subscribe with)', async () => {
    const browser = installFakePushBrowser();
    startPush(config({ isOpen: false }));
    startPush(config({ publicKey: '' }));
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS * 3);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('is silent when anything fails: no throw, no unhandled rejection, nothing logged', async () => {
    const browser = installFakePushBrowser();
    browser.subscribe.mockRejectedValue(
      new DOMException('Registration failed - permission denied', 'AbortError'),
    );
    const logged = vi.spyOn(console, 'error');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    startPush(config());
    await vi.advanceTimersByTimeAsync(PUSH_PROMPT_DELAY_MS);
    await vi.waitFor(() => expect(browser.subscribe).toHaveBeenCalled());
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    expect(service.calls).toHaveLength(0);
    expect(() => startPush(undefined as unknown as PushClientConfig)).not.toThrow();
  });
});

describe('blocked pages', () => {
  it('are matched by page name, after a locale prefix, without the extension', () => {
    const blocked = { blockedPages: ['checkout', 'privacy-policy'] };
    expect(isBlockedPage('/checkout.htm', blocked)).toBe(true);
    expect(isBlockedPage('/en/privacy-policy', blocked)).toBe(true);
    expect(isBlockedPage('/checkout-guide', blocked)).toBe(false);
    expect(isBlockedPage('/', blocked)).toBe(false);
  });

  it('include the buy pages while checkout is blocked (the default), not after', () => {
    expect(isBlockedPage('/order/subscribe.php', { blockedPages: [] })).toBe(true);
    expect(isBlockedPage('/checkout.htm', { blockedPages: [], checkoutBlocked: false })).toBe(
      false,
    );
  });
});

describe('unsubscribePush', () => {
  it('returns the visitor to not subscribed: browser subscription, service row and cookie', async () => {
    vi.useRealTimers();
    const browser = installFakePushBrowser({ permission: 'granted' });
    const { offerPush } = await import('./offer');
    await offerPush(config(), { read: async () => null, write: async () => {} });
    const endpoint = browser.state.current?.endpoint;
    expect(await unsubscribePush(config())).toBe(true);
    expect(browser.state.current?.unsubscribed).toBe(true);
    expect(service.calls.at(-1)).toEqual({ path: '/index.php/sub/unregister', body: { endpoint } });
    expect(document.cookie).not.toMatch(/push_online=1/);
    expect(await unsubscribePush(config())).toBe(false);
  });
});

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesToBase64url } from './base64url';
import { offerPush } from './offer';
import { clearOnline, markOnline, ONLINE_COOKIE_SECONDS } from './online-cookie';
import type { RegistrationMemory, RememberedRegistration } from './service';
import {
  installFakePushBrowser,
  newSiteKey,
  pushClientConfig,
  removeFakePushBrowser,
  startFakePushService,
} from './testing';
import { watchPageErrors } from '../testing';
import type { PushClientConfig } from './types';

const PUBLIC_KEY = newSiteKey();
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36';

let service: Awaited<ReturnType<typeof startFakePushService>>;
let remembered: RememberedRegistration[];
const memory: RegistrationMemory = {
  read: async () => remembered.at(-1) ?? null,
  write: async (v) => void remembered.push(v),
};
const config = (over: Partial<PushClientConfig> = {}) =>
  pushClientConfig(service.url, { publicKey: PUBLIC_KEY, appId: 'video-studio', ...over });

beforeEach(async () => {
  service = await startFakePushService();
  remembered = [];
  document.documentElement.lang = 'ja';
  clearOnline(document);
  clearOnline(document, true);
});
afterEach(async () => {
  removeFakePushBrowser();
  await service.close();
});

describe('the push prompt', () => {
  it("asks, subscribes with the site's key and posts every registration field", async () => {
    const browser = installFakePushBrowser({ userAgent: WINDOWS_CHROME });
    expect(await offerPush(config(), memory)).toBe('registered');
    expect(browser.requestPermission).toHaveBeenCalledOnce();
    expect(browser.register).toHaveBeenCalledWith('/webpush/sw.js', { scope: '/' });
    expect(
      bytesToBase64url(browser.subscribe.mock.calls[0][0].applicationServerKey as Uint8Array),
    ).toBe(PUBLIC_KEY);
    expect(service.calls).toHaveLength(1);
    expect(service.calls[0].path).toBe('/index.php/sub/register');
    expect(service.calls[0].body).toEqual({
      language: 'ja',
      diff_time: -new Date().getTimezoneOffset() * 60 || 0,
      device_model: 'Windows',
      app_id: 'video-studio',
      endpoint: browser.state.current?.endpoint,
      auth: 'a'.repeat(22),
      pdhkey: `B${'p'.repeat(86)}`,
      explorer: 'Chrome',
      explorer_version: '131.0.6778.86',
    });
    expect(remembered).toEqual([
      { serviceUrl: service.url, publicKey: PUBLIC_KEY, appId: 'video-studio', language: 'ja' },
    ]);
  });

  it('marks the visitor online only when the service answers code 200', async () => {
    installFakePushBrowser();
    service.reply.body = '{"code":400,"msg":"bad"}';
    expect(await offerPush(config(), memory)).toBe('failed');
    expect(document.cookie).not.toMatch(/push_online=1/);

    service.reply.body = '{"code":200}';
    expect(await offerPush(config(), memory)).toBe('registered');
    expect(document.cookie).toContain('push_online=1');
  });

  it('writes the online cookie for 30 days, with the test prefix in the test environment', async () => {
    installFakePushBrowser();
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor?.get?.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor?.set?.call(document, value);
      },
    });
    try {
      await offerPush(config({ testEnv: true }), memory);
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
    expect(written).toEqual([
      `test_push_online=1; Max-Age=${ONLINE_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
    ]);
    expect(ONLINE_COOKIE_SECONDS).toBe(30 * 86_400);
  });

  it('leaves a subscribed, online visitor alone and re-registers one whose cookie expired', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    await offerPush(config(), memory);
    expect(await offerPush(config(), memory)).toBe('already');
    expect(service.calls).toHaveLength(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();

    clearOnline(document); // the 30 days are over
    expect(await offerPush(config(), memory)).toBe('registered');
    expect(browser.subscribe).toHaveBeenCalledOnce();
    expect(service.calls.map((c) => c.body.endpoint)).toEqual([
      browser.state.current?.endpoint,
      browser.state.current?.endpoint,
    ]);
  });

  it('subscribes again when the site key changed since the subscription was made', async () => {
    const browser = installFakePushBrowser({ permission: 'granted' });
    await offerPush(config(), memory);
    const first = browser.state.current;
    const rotated = newSiteKey();
    expect(await offerPush(config({ publicKey: rotated }), memory)).toBe('registered');
    expect(first?.unsubscribed).toBe(true);
    expect(browser.state.current?.endpoint).not.toBe(first?.endpoint);
  });

  it('returns a visitor who said no (or revoked permission) to not subscribed', async () => {
    markOnline(document);
    const browser = installFakePushBrowser({ answer: 'denied' });
    expect(await offerPush(config(), memory)).toBe('denied');
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(document.cookie).not.toMatch(/push_online=1/);
    expect(service.calls).toHaveLength(0);
  });

  it('fails silently when the push service is down or answers nonsense', async () => {
    installFakePushBrowser();
    const pageErrors = watchPageErrors();
    service.reply.status = 500;
    service.reply.body = '<html>oops';
    expect(await offerPush(config(), memory)).toBe('failed');
    await service.close();
    expect(await offerPush(config(), memory)).toBe('failed');
    expect(document.cookie).not.toMatch(/push_online=1/);
    expect(remembered).toEqual([]);
    // The browser's own lines about the two failed requests; nothing of ours.
    expect(pageErrors()).toEqual([
      expect.stringMatching(/^POST .*\/index\.php\/sub\/register 500 /),
      expect.stringMatching(/ECONNREFUSED/),
    ]);
  });

  it('does nothing in a browser without push', async () => {
    expect(await offerPush(config(), memory)).toBe('unsupported');
  });
});

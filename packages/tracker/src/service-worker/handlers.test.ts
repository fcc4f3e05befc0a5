import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationMemory } from '../push/service';
import { fakeSubscription, newSiteKey, startFakePushService } from '../push/testing';
import {
  openFromNotification,
  readPushMessage,
  resubscribe,
  showPush,
  type WorkerScope,
} from './handlers';

const PUBLIC_KEY = newSiteKey();

/** A stand-in for the worker's global scope: what it showed, focused and opened. */
function workerScope(openUrls: string[] = []) {
  const shown: { title: string; options?: NotificationOptions }[] = [];
  const windows = openUrls.map((url) => ({ url, focus: vi.fn(async () => undefined) }));
  const subscribe = vi.fn(async () =>
    fakeSubscription('https://fcm.googleapis.com/fcm/send/new', null),
  );
  const scope = {
    registration: {
      showNotification: async (title: string, options?: NotificationOptions) =>
        void shown.push({ title, options }),
      pushManager: { subscribe },
    },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    location: { origin: 'https://tsuzuri.example' },
    navigator: {
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36',
    },
  };
  return {
    scope: scope as unknown as WorkerScope,
    shown,
    windows,
    subscribe,
    clients: scope.clients,
  };
}

describe('push', () => {
  it("shows the sender's title and body and keeps the link for the click", async () => {
    const { scope, shown } = workerScope();
    await showPush(
      scope,
      readPushMessage(
        JSON.stringify({ title: '新着記事', body: 'DVDコピーの手順', url: '/dvd-copy-guide' }),
        'Tsuzuri',
      ),
    );
    expect(shown).toEqual([
      {
        title: '新着記事',
        options: { body: 'DVDコピーの手順', icon: undefined, data: { url: '/dvd-copy-guide' } },
      },
    ]);
  });

  it('still shows something readable for a push that is not our message', () => {
    expect(readPushMessage('plain words', 'Tsuzuri')).toEqual({
      title: 'Tsuzuri',
      body: 'plain words',
      url: '/',
    });
    expect(readPushMessage(undefined, 'Tsuzuri')).toEqual({ title: 'Tsuzuri', body: '', url: '/' });
    expect(readPushMessage('{"body":"no title"}', 'Tsuzuri').title).toBe('Tsuzuri');
  });
});

describe('notificationclick', () => {
  it('focuses a tab already on the page instead of opening another', async () => {
    const { scope, windows, clients } = workerScope([
      'https://tsuzuri.example/',
      'https://tsuzuri.example/dvd-copy-guide',
    ]);
    const notification = { close: vi.fn(), data: { url: '/dvd-copy-guide' } };
    await openFromNotification(scope, notification);
    expect(notification.close).toHaveBeenCalled();
    expect(windows[1].focus).toHaveBeenCalled();
    expect(windows[0].focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the page when no tab shows it', async () => {
    const { scope, clients } = workerScope(['https://tsuzuri.example/']);
    await openFromNotification(scope, { close: () => {}, data: { url: '/dvd-copy-guide' } });
    expect(clients.openWindow).toHaveBeenCalledWith('https://tsuzuri.example/dvd-copy-guide');
  });
});

describe('pushsubscriptionchange', () => {
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let memory: RegistrationMemory;
  beforeEach(async () => {
    service = await startFakePushService();
    const remembered = {
      serviceUrl: service.url,
      publicKey: PUBLIC_KEY,
      appId: 'studio',
      language: 'ja',
    };
    memory = { read: async () => remembered, write: async () => {} };
  });
  afterEach(() => service.close());

  it('subscribes again with the site key, registers the new endpoint and unregisters the old', async () => {
    const { scope, subscribe } = workerScope();
    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', null);
    expect(await resubscribe(scope, { oldSubscription: old, newSubscription: null }, memory)).toBe(
      true,
    );
    const key = (subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0]
      .applicationServerKey as Uint8Array;
    expect(Buffer.from(key).toString('base64url')).toBe(PUBLIC_KEY);
    expect(service.calls.map((c) => [c.path, c.body.endpoint])).toEqual([
      ['/index.php/sub/register', 'https://fcm.googleapis.com/fcm/send/new'],
      ['/index.php/sub/unregister', 'https://fcm.googleapis.com/fcm/send/old'],
    ]);
    expect(service.calls[0].body).toMatchObject({
      language: 'ja',
      app_id: 'studio',
      explorer: 'Chrome',
    });
  });

  it('uses the subscription the browser already made, when it gives one', async () => {
    const { scope, subscribe } = workerScope();
    const fresh = fakeSubscription('https://fcm.googleapis.com/fcm/send/given', null);
    await resubscribe(scope, { oldSubscription: null, newSubscription: fresh }, memory);
    expect(subscribe).not.toHaveBeenCalled();
    expect(service.calls.map((c) => c.body.endpoint)).toEqual([
      'https://fcm.googleapis.com/fcm/send/given',
    ]);
  });

  it('does nothing (silently) before any page has registered', async () => {
    const { scope, subscribe } = workerScope();
    expect(await resubscribe(scope, {}, { read: async () => null, write: async () => {} })).toBe(
      false,
    );
    expect(subscribe).not.toHaveBeenCalled();
  });
});

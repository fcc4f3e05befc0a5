import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { PushClientConfig } from './types';

/**
 * Test stand-ins for the browser parts happy-dom lacks (Notification, PushManager, service
 * workers) and a real loopback push service that records what it was sent.
 */
export type FakeSubscription = PushSubscription & { unsubscribed: boolean };

export function fakeSubscription(
  endpoint: string,
  applicationServerKey: ArrayBuffer | null,
): FakeSubscription {
  const keys = { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) };
  const sub = {
    endpoint,
    expirationTime: null,
    options: { applicationServerKey, userVisibleOnly: true },
    unsubscribed: false,
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    getKey: () => null,
    unsubscribe: async () => {
      sub.unsubscribed = true;
      return true;
    },
  };
  return sub as unknown as FakeSubscription;
}

export function installFakePushBrowser(
  opts: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    userAgent?: string;
  } = {},
) {
  const state = {
    permission: opts.permission ?? 'default',
    current: null as FakeSubscription | null,
  };
  const requestPermission = vi.fn(async () => {
    state.permission = opts.answer ?? 'granted';
    return state.permission;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    const key = options.applicationServerKey as Uint8Array;
    state.current = fakeSubscription(
      `https://fcm.googleapis.com/fcm/send/${Math.random().toString(36).slice(2)}`,
      key.slice().buffer,
    );
    return state.current;
  });
  const registration = {
    pushManager: {
      subscribe,
      getSubscription: async () => (state.current?.unsubscribed ? null : state.current),
    },
  };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register,
      ready: Promise.resolve(registration),
      getRegistration: async () => registration,
    },
  });
  if (opts.userAgent)
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: opts.userAgent });
  return { state, requestPermission, subscribe, register };
}

export function removeFakePushBrowser(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'userAgent');
}

/** A push service on loopback: records each call's path and JSON body, answers `reply`. */
export async function startFakePushService(reply: { status?: number; body?: string } = {}) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    // The page (happy-dom, another origin) sends JSON: a CORS preflight comes first.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    };
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
      calls.push({ path: req.url ?? '', body: JSON.parse(text || '{}') });
      res
        .writeHead(service.reply.status ?? 200, { ...cors, 'content-type': 'application/json' })
        .end(service.reply.body ?? '{"code":200}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    reply,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return service;
}

/** A site's push key as its server would publish it: a fresh P-256 public key, base64url. */
export function newSiteKey(): string {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
}

/** One site key per test file (each file loads this module afresh), the same on every call. */
const SITE_KEY = newSiteKey();

/** A client config that offers push (on every page but checkout) and registers with `serviceUrl`. */
export function pushClientConfig(
  serviceUrl: string,
  over: Partial<PushClientConfig> = {},
): PushClientConfig {
  return {
    isOpen: true,
    publicKey: SITE_KEY,
    appId: '',
    blockedPages: ['checkout'],
    serviceUrl,
    ...over,
  };
}

import type { PushRegistration } from '../protocol';

/** The push service's paths (docs/product.md#push-endpoints), under the configured base URL ('' = this site). */
export const REGISTER_PATH = '/index.php/sub/register';
export const UNREGISTER_PATH = '/index.php/sub/unregister';

async function post(url: string, body: unknown): Promise<boolean> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const reply = (await response.json()) as { code?: unknown };
    return reply.code === 200;
  } catch {
    // A failed register call is ignored silently.
    return false;
  }
}

/** Posts the registration; true only when the service answers code 200. */
export function register(serviceUrl: string, registration: PushRegistration): Promise<boolean> {
  return post(serviceUrl + REGISTER_PATH, registration);
}

export function unregister(serviceUrl: string, endpoint: string): Promise<boolean> {
  return post(serviceUrl + UNREGISTER_PATH, { endpoint });
}

/**
 * What the service worker needs to re-register on its own after the browser replaces a
 * subscription (pushsubscriptionchange): no page is open then to tell it.
 */
export type RememberedRegistration = {
  serviceUrl: string;
  publicKey: string;
  appId: string;
  language: string;
};

/** Cache Storage is the one store both the page and the worker can reach. */
const MEMORY_CACHE = 'tsuzuri-push';
const MEMORY_KEY = '/webpush/registration.json';

export type RegistrationMemory = {
  read(): Promise<RememberedRegistration | null>;
  write(value: RememberedRegistration): Promise<void>;
};

export const cacheStorageMemory: RegistrationMemory = {
  async read() {
    try {
      const hit = await (await caches.open(MEMORY_CACHE)).match(MEMORY_KEY);
      return hit ? ((await hit.json()) as RememberedRegistration) : null;
    } catch {
      return null;
    }
  },
  async write(value) {
    try {
      await (await caches.open(MEMORY_CACHE)).put(
        MEMORY_KEY,
        new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }),
      );
    } catch {
      // Without it the worker cannot re-register by itself; the next page view will.
    }
  },
};

import type { SiteConfig } from './schema';
import type { ContentEnv } from './env';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys';

type WebPushSettings = SiteConfig['webPush'];

/** The VAPID pair for this environment: env, else (SQLite only) DATA_DIR/vapid.json, else null. */
export function vapidKeysFor(env: ContentEnv): VapidKeys | null {
  if (env.WEB_PUSH === 'off') return null;
  return resolveVapidKeys({
    publicKey: env.VAPID_PUBLIC_KEY,
    privateKey: env.VAPID_PRIVATE_KEY,
    dataDir: env.DATA_DIR,
    mayGenerate: !env.DATABASE_URL?.startsWith('postgres'),
  });
}

/**
 * The site's web-push settings: open when a key pair is available (always on the embedded
 * default, which makes one), unless WEB_PUSH=off; WEB_PUSH=on without keys is a start error
 * rather than a push prompt that can never work.
 */
export function webPushSettings(env: ContentEnv, shipped: WebPushSettings): WebPushSettings {
  const keys = vapidKeysFor(env);
  if (env.WEB_PUSH === 'on' && !keys) {
    throw new Error(
      'WEB_PUSH=on needs VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (keys are generated only on the SQLite default)',
    );
  }
  return {
    ...shipped,
    isOpen: keys !== null,
    publicKey: keys?.publicKey ?? '',
    serviceUrl: (env.PUSH_SERVICE_URL ?? shipped.serviceUrl).replace(/\/+$/, ''),
  };
}

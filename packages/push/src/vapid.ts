import { contentEnv } from '@tsuzuri/config/env';
import { vapidKeysFor } from '@tsuzuri/config/web-push';
import type { VapidKeys } from '@tsuzuri/config/vapid-keys';

export { generateVapidKeys, VAPID_KEY_FILE, type VapidKeys } from '@tsuzuri/config/vapid-keys';

let cachedKeys: VapidKeys | null | undefined;

/** This process's VAPID pair (what the site config's publicKey is and what the sender signs with). */
export function vapidKeys(): VapidKeys | null {
  if (cachedKeys === undefined) cachedKeys = vapidKeysFor(contentEnv());
  return cachedKeys;
}

/** The endpoint hosts the operator added to the browsers' push services (PUSH_ENDPOINT_HOSTS). */
export function extraPushEndpointHosts(): string[] {
  return (contentEnv().PUSH_ENDPOINT_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

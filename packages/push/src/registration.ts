import { z } from 'zod';

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url')
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, `must be ${bytes} bytes`);

/**
 * The register call's JSON body (docs/product.md#push-subscription), as the push client sends it. The keys are checked
 * here rather than when sending: a row that cannot be encrypted for would fail every send.
 */
export const PushRegistrationSchema = z.object({
  language: z.string().trim().min(1).max(35),
  /** UTC offset in seconds, east positive (UTC+9 = 32400). */
  diff_time: z
    .number()
    .int()
    .min(-14 * 3600)
    .max(14 * 3600),
  device_model: z.string().max(100),
  app_id: z.string().max(100),
  endpoint: z.url().max(2048),
  auth: base64url(16),
  /** The subscription's P-256 public key (uncompressed point). */
  pdhkey: base64url(65),
  explorer: z.string().max(50),
  explorer_version: z.string().max(50),
});

export const PushUnregistrationSchema = z.object({ endpoint: z.url().max(2048) });

/**
 * The browsers' push services. The sender POSTs to whatever endpoint a visitor registered, so
 * an open list would let anyone point our server at internal addresses (SSRF): only these
 * hosts (and their subdomains) over https, plus the operator's PUSH_ENDPOINT_HOSTS.
 */
export const BROWSER_PUSH_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Opera, Samsung Internet, Brave
  'android.googleapis.com', // older Chrome subscriptions
  'push.services.mozilla.com', // Firefox (updates.push.services.mozilla.com)
  'notify.windows.com', // Edge on Windows (*.notify.windows.com)
  'push.apple.com', // Safari (web.push.apple.com)
] as const;

/**
 * Whether the sender may POST to this endpoint. Hosts the operator lists (a self-hosted push
 * service, the end-to-end test's loopback relay) are trusted as given, http included.
 */
export function isAllowedPushEndpoint(
  endpoint: string,
  extraHosts: readonly string[] = [],
): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (extraHosts.includes(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  return (
    url.protocol === 'https:' &&
    BROWSER_PUSH_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
  );
}

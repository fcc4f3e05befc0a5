import { createHmac, timingSafeEqual } from 'node:crypto';
import { PREVIEW_VARIABLES, previewSecret, readEnv } from '@tsuzuri/env';

/** How long a preview link works unless told: a day. At most a week. */
export const PREVIEW_TTL_MS = 24 * 60 * 60 * 1000;
export const MAX_PREVIEW_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { PREVIEW_PARAM } from './preview-param';

let secret: string | undefined;
const key = () => {
  secret ??= previewSecret(readEnv(PREVIEW_VARIABLES, 'preview links'));
  return secret;
};

const sign = (payload: string, k: string) =>
  createHmac('sha256', k).update(`tsuzuri-preview:${payload}`).digest('base64url');

/**
 * A token that lets one article (by id, any state) be viewed at its real URL until `expires`:
 * `{id}.{expiry in seconds}.{HMAC-SHA256}`. Nothing is stored: the signature is the proof.
 */
export function createPreviewToken(
  articleId: number,
  now = new Date(),
  ttlMs = PREVIEW_TTL_MS,
  k = key(),
): string {
  const ttl = Math.min(Math.max(ttlMs, 60_000), MAX_PREVIEW_TTL_MS);
  const payload = `${articleId}.${Math.floor((now.getTime() + ttl) / 1000)}`;
  return `${payload}.${sign(payload, k)}`;
}

/**
 * The article id a token opens, or why not: 'malformed', 'tampered' (the signature does not
 * match) or 'expired'. Constant-time comparison of the signature.
 */
export function verifyPreviewToken(
  token: string,
  now = new Date(),
  k = key(),
): { ok: true; articleId: number } | { ok: false; reason: 'malformed' | 'tampered' | 'expired' } {
  const m = /^(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(m[3]);
  const expected = Buffer.from(sign(`${m[1]}.${m[2]}`, k));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'tampered' };
  if (Number(m[2]) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, articleId: Number(m[1]) };
}

import { createHash } from 'node:crypto';

/**
 * A short digest of a body's bytes: the same bytes, the same digest. A stored answer's ETag
 * (front/entry.ts) and a page asset's version in its URL (lib/page-assets.ts) are both this.
 */
export function contentDigest(bytes: Uint8Array): string {
  return createHash('sha1').update(bytes).digest('base64url').slice(0, 22);
}

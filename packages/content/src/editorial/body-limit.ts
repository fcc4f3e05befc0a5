/**
 * The largest article body, in bytes of UTF-8 (the HTML or Markdown as sent). Counted in bytes,
 * not characters, because what stops a save is the size of its request: the front refuses any
 * posted body over 256 KiB (MAX_NEXT_BODY_BYTES, apps/web/front/passthrough-guard.ts) before
 * Next reads it, and a Japanese character is three bytes. 200 KiB leaves the rest of a save's
 * request for the other fields and the escaping of the body's quotes; it is about 68,000
 * Japanese characters. The editor checks it before sending, the schema after receiving.
 * Browser-safe: no imports.
 */
export const MAX_BODY_BYTES = 200 * 1024;

/** `MAX_BODY_BYTES` as the messages show it. */
export const MAX_BODY_KB = MAX_BODY_BYTES / 1024;

/** Size of a text in bytes of UTF-8. */
export function utf8Bytes(text: string): number {
  return new TextEncoder().encode(text).length;
}

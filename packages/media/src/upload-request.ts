import { type MediaError, mediaError } from './errors';
import type { MediaLibrary } from './library';
import { MEDIA_LIMITS } from './limits';

/**
 * The browser's upload, as the console's screen sends it: `POST` with the file's bytes as the
 * whole body (`fetch(url, { method: 'POST', body: file })`, no multipart to buffer and parse),
 * and the file name and alternative texts in the query: `?name=…&alt.ja=…&alt.en=…`.
 * Answers 201 (added) or 200 (already in the library) with `{ media }`, or 4xx with
 * `{ error: { code, ja, en } }`.
 */
export const UPLOAD_ALT_PREFIX = 'alt.';

/** A JSON answer that no cache keeps. */
const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

const refusal = (status: number, error: MediaError) => json(status, { error });

const STATUS: Partial<Record<MediaError['code'], number>> = {
  'too-large': 413,
  'bad-request': 400,
  'alt-required': 400,
  'alt-too-long': 400,
};

/**
 * The body, read chunk by chunk and abandoned as soon as it passes `limit` bytes (a declared
 * Content-Length above it is refused before reading): never more than the limit in memory.
 */
export async function readBoundedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return 'too-large';
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return 'too-large';
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

/**
 * The upload route's handler for one actor: whoever serves the route decides who the actor is
 * (the console's session guard, or the admin token) and calls this after its own check.
 */
export async function handleMediaUpload(
  request: Request,
  library: Pick<MediaLibrary, 'ingestUpload'>,
  actor: string,
): Promise<Response> {
  if (request.method !== 'POST') return refusal(405, mediaError('bad-request'));
  const params = new URL(request.url).searchParams;
  const alt: Record<string, string> = {};
  for (const [name, value] of params)
    if (name.startsWith(UPLOAD_ALT_PREFIX)) alt[name.slice(UPLOAD_ALT_PREFIX.length)] = value;
  const bytes = await readBoundedBody(request, MEDIA_LIMITS.maxBytes);
  if (bytes === 'too-large') return refusal(413, mediaError('too-large'));
  const result = await library.ingestUpload({
    bytes,
    fileName: params.get('name') ?? '',
    alt,
    actor,
  });
  if (!result.ok) return refusal(STATUS[result.error.code] ?? 422, result.error);
  return json(result.value.created ? 201 : 200, { media: result.value.media });
}

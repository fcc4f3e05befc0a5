import path from 'node:path';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { createMediaLibrary } from './library';
import { MEDIA_LIMITS } from './limits';
import { makeImage } from './test-images';
import { handleMediaUpload, readBoundedBody } from './upload-request';

const URL_BASE = 'http://site.test/api/admin/media';
const post = (
  query: string,
  body: Uint8Array | ReadableStream<Uint8Array> | null,
  headers: Record<string, string> = {},
) =>
  new Request(`${URL_BASE}?${query}`, {
    method: 'POST',
    body: body instanceof Uint8Array ? new Uint8Array(body) : body,
    headers,
    duplex: 'half',
  } as RequestInit);

/** A body that counts how much of it was read, sent in 1 MiB chunks up to `total` bytes. */
function countedStream(total: number) {
  const seen = { bytes: 0 };
  const chunk = new Uint8Array(1024 * 1024);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.bytes >= total) return controller.close();
      seen.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, seen };
}

describe('readBoundedBody', () => {
  it('stops reading as soon as the body passes the limit', async () => {
    const { stream, seen } = countedStream(200 * 1024 * 1024);
    expect(await readBoundedBody(post('', stream), 3 * 1024 * 1024)).toBe('too-large');
    expect(seen.bytes).toBeLessThanOrEqual(5 * 1024 * 1024);
  });
  it('refuses a declared length above the limit without reading', async () => {
    const request = post('', countedStream(10).stream, {
      'content-length': String(MEDIA_LIMITS.maxBytes + 1),
    });
    expect(await readBoundedBody(request, MEDIA_LIMITS.maxBytes)).toBe('too-large');
    expect(request.bodyUsed).toBe(false);
  });
  it('returns a body within the limit whole', async () => {
    const body = await readBoundedBody(post('', new Uint8Array([1, 2, 3])), 3);
    expect(body).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('handleMediaUpload', () => {
  const database = useTempDb('sqlite');
  const library = () =>
    createMediaLibrary({ db: database().db, mediaDir: path.join(database().dir, 'media') });

  it('adds the posted image (201), then finds it again (200), with the actor recorded', async () => {
    const lib = library();
    const bytes = await makeImage('jpeg', 120, 80);
    const query = `name=${encodeURIComponent('画面.jpg')}&alt.ja=${encodeURIComponent('設定画面')}&alt.en=Settings`;
    const first = await handleMediaUpload(post(query, bytes), lib, 'editor-7');
    expect(first.status).toBe(201);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const { media } = await first.json();
    expect(media).toMatchObject({
      fileName: '画面.jpg',
      mime: 'image/jpeg',
      alt: { ja: '設定画面', en: 'Settings' },
      uploadedBy: 'editor-7',
    });
    const again = await handleMediaUpload(post(query, bytes), lib, 'editor-8');
    expect(again.status).toBe(200);
    expect((await again.json()).media.id).toBe(media.id);
  });

  it('answers each refusal with its status and both messages', async () => {
    const lib = library();
    const png = await makeImage('png', 10, 10);
    const cases: [Request, number, string][] = [
      [post('name=a.png', png), 400, 'alt-required'],
      [post('name=a.png&alt.ja=x', Buffer.from('not an image')), 422, 'not-an-image'],
      [
        post('alt.ja=x', countedStream(MEDIA_LIMITS.maxBytes + 2 * 1024 * 1024).stream),
        413,
        'too-large',
      ],
    ];
    for (const [request, status, code] of cases) {
      const res = await handleMediaUpload(request, lib, 'e');
      expect(res.status, code).toBe(status);
      const { error } = await res.json();
      expect(error.code).toBe(code);
      expect(error.ja).toMatch(/[ぁ-ん]/);
      expect(error.en).toMatch(/[a-z]/);
    }
    expect((await lib.list()).total).toBe(0);
  });
});

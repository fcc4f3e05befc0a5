import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { contentDigest } from '@/lib/http/content-digest';

/**
 * One cached response: its bytes compressed once, at store time, in each encoding we serve, the
 * headers Next sent that matter to the client, and the tags that purge it.
 */
export type CacheEntry = {
  status: 200;
  headers: Record<string, string>;
  etag: string;
  tags: string[];
  createdAt: number;
  /**
   * The uncompressed bytes, kept only where they are what is sent (an image, a build's file).
   * A page keeps its compressed copies alone: readers' browsers and crawlers ask for br or gzip,
   * and the uncompressed copy was three quarters of each entry in both cache levels. The rare
   * client that asks for neither gets it unzipped from `gzip` (identityOf), as Varnish does.
   */
  identity: Buffer;
  /** The uncompressed length: an identity answer's Content-Length. */
  size: number;
  br: Buffer;
  gzip: Buffer;
};

/** Headers of Next's response that a cached copy must replay. */
const REPLAYED = /^(content-type|vary|link|content-language|x-nextjs-[\w-]+|x-robots-tag)$/i;

export function pickReplayedHeaders(
  headers: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers))
    if (v !== undefined && REPLAYED.test(k))
      out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

/** Raster images (the social cards) are compressed already: stored and sent as they are. */
export const isPrecompressed = (contentType: string | undefined) =>
  /^image\/(?!svg)/.test(contentType ?? '');

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * The output chunk of a compression on libuv's thread pool. Each chunk is one trip from a pool
 * thread back to the event loop, and a busy loop makes every trip wait. Node's default (16 KB)
 * took three trips for a page's gzip copy and eleven to unzip it; a page's compressed copy fits
 * in one of these. Measured on the article page (170 KB), unzip 1.15 → 0.41 ms, and with the
 * loop busy 4.2 → 1.0 ms; both compressions 7.4 → 5.4 ms with the loop busy.
 */
const COMPRESSED_CHUNK = 64 * 1024;

/** A body in one encoding, on libuv's thread pool: brotli quality 5 (~1 ms for a page instead of ~60 ms at 11, for nearly the same size) or gzip level 6. */
export async function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const out = await (encoding === 'br'
    ? brotliAsync(body, {
        chunkSize: COMPRESSED_CHUNK,
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6, chunkSize: COMPRESSED_CHUNK }));
  // Output that fit in one chunk is a view of the whole 64 KB chunk. Stored so, a 2 KB copy would
  // keep 64 KB alive while the L1 limit counts 2 KB: copied to its own length instead (µs).
  return out.buffer.byteLength > out.length ? Buffer.from(out) : out;
}

/** The largest output chunk an identity answer's unzip is given (a page is far smaller). */
const IDENTITY_CHUNK_MAX = 16 * 1024 * 1024;

/**
 * The encoding the visitor who set off a render asked for, and where its copy goes as soon as it
 * is compressed: an entry with that encoding only (the other one empty), sent while the other is
 * still compressing. Never stored.
 */
export type FirstCopy = { encoding: 'br' | 'gzip'; ready: (copy: CacheEntry) => void };

/**
 * Both encodings at once on libuv's thread pool, off the event loop: a miss waits for the slower
 * of the two instead of their sum (~10 ms for a 200 KB page on this machine's cores), and the
 * worker goes on rendering other pages meanwhile. With `first`, the visitor waiting for the
 * render does not wait for the encoding it did not ask for (docs/caching.md#a-miss).
 */
export async function buildEntry(
  body: Buffer,
  headers: Record<string, string>,
  tags: string[],
  { keepIdentity = false, first }: { keepIdentity?: boolean; first?: FirstCopy } = {},
): Promise<CacheEntry> {
  const none = Buffer.alloc(0);
  const compressible = !isPrecompressed(headers['content-type']);
  const etag = contentDigest(body);
  const entry = (br: Buffer, gzip: Buffer): CacheEntry => ({
    status: 200,
    headers,
    etag,
    tags,
    createdAt: Date.now(),
    identity: compressible && !keepIdentity ? none : body,
    size: body.length,
    br,
    gzip,
  });
  if (!compressible) return entry(none, none);
  const br = compress(body, 'br');
  const gzipped = compress(body, 'gzip');
  // Called before the whole entry is awaited below, even when this copy is the slower one. A
  // failed compression is the entry's to report; a `ready` that throws leaves its visitor to be
  // answered from the whole entry.
  if (first)
    (first.encoding === 'br' ? br : gzipped)
      .then((copy) => first.ready(first.encoding === 'br' ? entry(copy, none) : entry(none, copy)))
      .catch(() => {});
  return entry(...(await Promise.all([br, gzipped])));
}

/** The uncompressed bytes: kept, or unzipped from the gzip copy on libuv's thread pool. */
export function identityOf(e: CacheEntry): Buffer | Promise<Buffer> {
  // One byte more than the page: all of it in one trip back to the event loop (an exactly full
  // chunk costs zlib another write). Bounded: `size` comes from the shared store's entry.
  return e.identity.length === e.size
    ? e.identity
    : gunzipAsync(e.gzip, { chunkSize: Math.min(Math.max(e.size, 1024) + 1, IDENTITY_CHUNK_MAX) });
}

export function entrySize(e: CacheEntry): number {
  return e.identity.length + e.br.length + e.gzip.length + 512;
}

/** Binary form for the shared store: 4-byte meta length, JSON meta, then the three bodies. */
export function serializeEntry(e: CacheEntry): Buffer {
  const meta = Buffer.from(
    JSON.stringify({
      headers: e.headers,
      etag: e.etag,
      tags: e.tags,
      createdAt: e.createdAt,
      size: e.size,
      sizes: [e.identity.length, e.br.length, e.gzip.length],
    }),
  );
  const head = Buffer.alloc(4);
  head.writeUInt32BE(meta.length);
  return Buffer.concat([head, meta, e.identity, e.br, e.gzip]);
}

export function deserializeEntry(buf: Buffer): CacheEntry | null {
  try {
    const metaLen = buf.readUInt32BE(0);
    const meta = JSON.parse(buf.subarray(4, 4 + metaLen).toString('utf8'));
    const [a, b, c] = meta.sizes as [number, number, number];
    const start = 4 + metaLen;
    if (buf.length !== start + a + b + c || typeof meta.size !== 'number') return null;
    return {
      status: 200,
      headers: meta.headers,
      etag: meta.etag,
      tags: meta.tags,
      createdAt: meta.createdAt,
      identity: buf.subarray(start, start + a),
      size: meta.size,
      br: buf.subarray(start + a, start + a + b),
      gzip: buf.subarray(start + a + b, start + a + b + c),
    };
  } catch {
    return null;
  }
}

import type { IncomingHttpHeaders } from 'node:http';
import { deferFramework } from './framework-on-intent';
import { type BuildStylesheets, inlineStylesheets } from './inline-stylesheets';
import { withoutInternalResponseHeaders } from './internal-headers';
import { readRenderTags } from './render-tags';
import type { RenderPool } from './render-pool';

/** A response rendered by Next for the page cache, buffered whole. */
export type Rendered = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** 200 HTML/RSC/XML with no cookie and no soft-error marker: safe to store for everyone. */
  storable: boolean;
  /** The cache tags of what the render read (render-tags.ts); undefined when it did not say. */
  readTags?: string[];
};

// Pages, RSC payloads, the sitemaps, robots.txt (the only text/plain page request), the feeds,
// the web app manifest and the social card images (the only PNG answered through the page cache).
const STORABLE_TYPES =
  /^(text\/html|text\/x-component|application\/(xml|rss\+xml|manifest\+json)|text\/plain|image\/png)\b/;
// notFound()/redirect() after streaming started still answer 200 with this in the body.
const SOFT_ERROR = Buffer.from('NEXT_HTTP_ERROR_FALLBACK');

// notFound() in a flight payload: Next's error row, never article text (its quotes are escaped there).
const SOFT_NOT_FOUND = Buffer.from('"digest":"NEXT_HTTP_ERROR_FALLBACK;404"');

/** Next's answer for a page that does not exist: a 404, or a 200 whose payload says notFound(). */
export function isNotFoundRender(rendered: Rendered): boolean {
  return (
    rendered.status === 404 || (rendered.status === 200 && rendered.body.includes(SOFT_NOT_FOUND))
  );
}

export function isStorable(
  status: number,
  headers: IncomingHttpHeaders,
  body: Buffer,
  complete: boolean,
): boolean {
  if (status !== 200 || !complete) return false;
  if (!STORABLE_TYPES.test(String(headers['content-type'] ?? ''))) return false;
  if (headers['set-cookie']) return false;
  // next-url in Vary means the payload depends on the page the visitor came from (interception).
  if (/\bnext-url\b/i.test(String(headers.vary ?? ''))) return false;
  return !body.includes(SOFT_ERROR);
}

/** Request headers a cacheable render must not see: the answer has to be the same for everyone. */
const DROPPED = new Set([
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'cookie',
  'connection',
  'keep-alive',
  'upgrade',
]);

/**
 * Renders a page through Next, on a render worker (render-pool.ts), and buffers the answer (so it
 * can be compressed once, stored and shared). The front's own headers (`extra`) are set last: a
 * visitor's copy never wins. `stylesheets`: the build's, put into the pages that link them.
 */
export function createRenderer(
  pool: RenderPool,
  {
    timeoutMs = 30_000,
    stylesheets = new Map(),
  }: { timeoutMs?: number; stylesheets?: BuildStylesheets } = {},
) {
  return function render(
    path: string,
    reqHeaders: IncomingHttpHeaders,
    extra: Record<string, string> = {},
  ): Promise<Rendered> {
    const headers: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(reqHeaders))
      if (v !== undefined && !DROPPED.has(k)) headers[k] = v;
    Object.assign(headers, extra);
    return new Promise((resolve, reject) => {
      pool.send(
        { method: 'GET', path, headers },
        {
          response: (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('error', reject);
            res.on('end', () => {
              const received = Buffer.concat(chunks);
              const body = /^text\/html\b/.test(String(res.headers['content-type'] ?? ''))
                ? preparePage(received, stylesheets)
                : received;
              const status = res.statusCode ?? 500;
              const readTags = readRenderTags(res.headers, res.trailers);
              resolve({
                status,
                headers: withoutInternalResponseHeaders(res.headers),
                body,
                storable: isStorable(status, res.headers, body, res.complete),
                readTags,
              });
            });
          },
          error: reject,
        },
        { timeoutMs },
      );
    });
  };
}

export type Renderer = ReturnType<typeof createRenderer>;

/**
 * A rendered HTML page as the front stores it: its stylesheets inside it
 * (inline-stylesheets.ts), its framework loaded at the reader's first intent
 * (framework-on-intent.ts).
 */
function preparePage(html: Buffer, stylesheets: BuildStylesheets): Buffer {
  const page = inlineStylesheets(html, stylesheets);
  return deferFramework(page.html, page.inlined);
}

import http, { type IncomingHttpHeaders } from 'node:http';

/** A response rendered by Next for the page cache, buffered whole. */
export type Rendered = {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** 200 HTML/RSC/XML with no cookie and no soft-error marker: safe to store for everyone. */
  storable: boolean;
};

const STORABLE_TYPES = /^(text\/html|text\/x-component|application\/xml)\b/;
// notFound()/redirect() after streaming started still answer 200 with this in the body.
const SOFT_ERROR = Buffer.from('NEXT_HTTP_ERROR_FALLBACK');

export function isStorable(status: number, headers: IncomingHttpHeaders, body: Buffer, complete: boolean): boolean {
  if (status !== 200 || !complete) return false;
  if (!STORABLE_TYPES.test(String(headers['content-type'] ?? ''))) return false;
  if (headers['set-cookie']) return false;
  // next-url in Vary means the payload depends on the page the visitor came from (interception).
  if (/\bnext-url\b/i.test(String(headers.vary ?? ''))) return false;
  return !body.includes(SOFT_ERROR);
}

/** Request headers a cacheable render must not see: the answer has to be the same for everyone. */
const DROPPED = new Set(['accept-encoding', 'if-none-match', 'if-modified-since', 'cookie', 'connection', 'keep-alive', 'upgrade']);

/**
 * Renders a page through Next's handler, listening on a private loopback port in this same
 * process, and buffers the answer (so it can be compressed once, stored and shared).
 */
export function createRenderer(internalPort: number, timeoutMs = 30_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  return function render(path: string, reqHeaders: IncomingHttpHeaders, extra: Record<string, string> = {}): Promise<Rendered> {
    const headers: Record<string, string | string[]> = { ...extra };
    for (const [k, v] of Object.entries(reqHeaders)) if (v !== undefined && !DROPPED.has(k)) headers[k] = v;
    return new Promise((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port: internalPort, path, method: 'GET', headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const status = res.statusCode ?? 500;
          resolve({ status, headers: res.headers, body, storable: isStorable(status, res.headers, body, res.complete) });
        });
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`render of ${path} timed out`)));
      req.on('error', reject);
      req.end();
    });
  };
}

export type Renderer = ReturnType<typeof createRenderer>;

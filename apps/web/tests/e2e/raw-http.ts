import http from 'node:http';

/**
 * One request exactly as written, for what Playwright's request API would tidy up first: a
 * `/\host` path, raw bytes, any Host header, a chosen source address. Never follows redirects.
 */
export type RawRequest = {
  port: number;
  path: string;
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** Another loopback address (127.x.y.z) is another visitor to the site's rate limits. */
  localAddress?: string;
  timeoutMs?: number;
};

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
};

export function rawRequest(r: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: r.port,
        path: r.path,
        method: r.method ?? 'GET',
        headers: r.headers,
        localAddress: r.localAddress,
        agent: false,
        maxHeaderSize: 256 * 1024,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: raw.toString('utf8'),
            raw,
          });
        });
      },
    );
    req.setTimeout(r.timeoutMs ?? 15_000, () =>
      req.destroy(new Error(`timed out: ${r.method ?? 'GET'} ${r.path}`)),
    );
    req.on('error', reject);
    req.end(r.body);
  });
}

/** Where a redirect leads, resolved as a browser would (backslashes count as slashes). */
export function redirectTarget(requestUrl: string, location: string): URL {
  return new URL(location, requestUrl);
}

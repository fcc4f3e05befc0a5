import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { guardPassthrough } from '../passthrough-guard';

/**
 * Next's behaviour stood in for by a handler that fails the way Next does (a 500 to a Range it
 * cannot satisfy, and to an action body it cannot decode), with the guard in front of it: started
 * before the calling test file's tests, closed after them.
 */
export function standInForNext() {
  let server: http.Server;
  const next = {
    port: 0,
    /** The Next-Action ids that reached the stand-in for Next. */
    reachedNext: [] as string[],
    /** What the guard logged. */
    logged: [] as string[],
    /** A request with a whole body; resolves with the answer's head (its body read and dropped). */
    send(
      method: string,
      path: string,
      headers: Record<string, string> = {},
      body = '',
    ): Promise<http.IncomingMessage> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { host: '127.0.0.1', port: next.port, method, path, headers },
          (res) => {
            res.resume();
            resolve(res);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
  };
  const log = pino({ level: 'warn' }, { write: (line: string) => void next.logged.push(line) });
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const pathname = (req.url ?? '/').split('?')[0];
      // The site's pages, for this stand-in: /dvd and /contact (front/handler.ts reads the route).
      const page = pathname === '/dvd' || pathname === '/contact';
      if (guardPassthrough(req, res, pathname, log, { page })) return;
      if (req.headers['next-action']) next.reachedNext.push(String(req.headers['next-action']));
      if (
        req.method === 'TRACE' ||
        (!['GET', 'HEAD'].includes(req.method ?? '') && pathname.includes('.'))
      )
        return void res.writeHead(500).end();
      if (req.headers.range) return void res.writeHead(500).end('Internal Server Error');
      if (req.method === 'POST') {
        // Next's two ways of writing the status: implicitly from statusCode, or with writeHead.
        res.statusCode = 500;
        if (pathname.endsWith('/explicit'))
          return void res
            .writeHead(500, { 'content-type': 'text/plain' })
            .end('Internal Server Error');
        return void res.end('1:E{"digest":"1"}');
      }
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('export {}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    next.port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());
  return next;
}

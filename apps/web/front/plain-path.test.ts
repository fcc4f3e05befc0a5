import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPath, redirectToPlainPath } from './plain-path';

describe('the plain form of a path', () => {
  it.each([
    ['/./admin/login', '/admin/login'],
    ['/a1/../watch-blu-ray-on-pc', '/watch-blu-ray-on-pc'],
    ['/x/y/../../dvd', '/dvd'],
    ['/../../dvd', '/dvd'],
    ['/dvd/.', '/dvd/'],
    ['/dvd/..', '/'],
    ['/%2e/dvd', '/dvd'],
    ['/%2E%2E/dvd', '/dvd'],
    ['/%64vd', '/dvd'],
    ['/%7Euser', '/~user'],
    // Not a dot segment, or not unreserved: left as they are.
    ['/a..b/c.d', '/a..b/c.d'],
    ['/%E3%81%82', '/%E3%81%82'],
    ['/a%2Fb', '/a%2Fb'],
    ['/100%25', '/100%25'],
    ['/dvd', '/dvd'],
    ['/', '/'],
  ])('%s is %s', (path, plain) => {
    expect(plainPath(path)).toBe(plain);
  });

  it('never becomes a path another host could be read from (//host)', () => {
    expect(plainPath('/.//evil.example/x')).toBe('/evil.example/x');
    expect(plainPath('/a/..//evil.example')).toBe('/evil.example');
    expect(plainPath('/%2e%2e//evil.example')).toBe('/evil.example');
    // The fuzz storm's (seed 667526): a backslash after the slashes is another host to a browser.
    expect(plainPath('/error-404/%2e%2e//\\evil.example')).toBe('/evil.example');
    expect(plainPath('//\\evil.example/..%2f/x')).toBe('/evil.example/..%2f/x');
  });
});

describe('a request for a path that is not plain', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const raw = req.url ?? '/';
      const q = raw.indexOf('?');
      const [pathname, search] = q < 0 ? [raw, ''] : [raw.slice(0, q), raw.slice(q + 1)];
      if (redirectToPlainPath(req, res, pathname, search)) return;
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server.close());
  const send = (method: string, path: string) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path }, (res) => {
        res.resume();
        resolve(res);
      });
      req.on('error', reject);
      req.end();
    });

  it('is sent to the plain one (301, query kept) before any rule reads the path', async () => {
    const res = await send('GET', '/./admin/login?next=%2Fadmin');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/login?next=%2Fadmin');
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await send('HEAD', '/%64vd')).headers.location).toBe('/dvd');
  });

  it('is refused for a form post or any other method (400): nothing to follow', async () => {
    expect((await send('POST', '/x/../contact')).statusCode).toBe(400);
  });

  it('lets a plain path through', async () => {
    expect((await send('GET', '/dvd?page=2')).statusCode).toBe(204);
  });
});

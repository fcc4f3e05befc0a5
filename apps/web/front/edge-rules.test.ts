import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignVariants } from './ab-test';
import { parseCookies } from './cookies';
import { cookieSet, rejectMalformedPath, wwwRedirect } from './edge-rules';

describe('A/B variants', () => {
  it('keeps the variants a visitor already has and sets no cookie', () => {
    const r = assignVariants('sidebarAB=b; resourceBannerAB=a', { secure: false });
    expect(r.variants).toEqual({ sidebarAB: 'b', resourceBannerAB: 'a' });
    expect(r.setCookies).toEqual([]);
  });
  it('draws a variant for a new visitor and keeps it 30 days, Secure over https', () => {
    const r = assignVariants(undefined, { secure: false }, () => 0.7);
    expect(r.variants).toEqual({ sidebarAB: 'b', resourceBannerAB: 'b' });
    expect(r.setCookies[0]).toMatch(/^sidebarAB=b; Path=\/; Max-Age=2592000; SameSite=Lax$/);
    expect(assignVariants(undefined, { secure: true }).setCookies[1]).toMatch(/; SameSite=Lax; Secure$/);
  });
  it('replaces a forged variant value', () => {
    expect(assignVariants('sidebarAB=<x>', { secure: false }, () => 0.1).variants.sidebarAB).toBe('a');
  });
});

describe('parseCookies', () => {
  it('reads pairs and survives junk', () => {
    expect(parseCookies('a=1; b=%E3%81%82; junk; =x; c=%zz')).toEqual({ a: '1', b: 'あ', c: '%zz' });
  });
});

// The rules that answer by themselves, over a real loopback socket.
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const [pathname, query = ''] = (req.url ?? '/').split('?');
    if (wwwRedirect(req, res, 'tsuzuri.example', req.headers['x-test-https'] === '1')) return;
    if (rejectMalformedPath(res, pathname)) return;
    if (pathname === '/cookie_set') return cookieSet(res, new URLSearchParams(query), false);
    res.writeHead(204).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

function send(path: string, headers: Record<string, string> = {}): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers }, (res) => {
      res.resume();
      resolve(res);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('www redirect', () => {
  it('sends www.<our domain> to the bare domain, keeping port, path and query', async () => {
    const res = await send('/dvd?a=1', { host: 'WWW.tsuzuri.example:8080' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('http://tsuzuri.example:8080/dvd?a=1');
    expect((await send('/', { host: 'www.tsuzuri.example', 'x-test-https': '1' })).headers.location).toBe('https://tsuzuri.example/');
  });

  it('never sends a visitor to a host the request named', async () => {
    for (const host of ['www.evil.example', 'www.tsuzuri.example.evil.example', 'www.evil.example:80', 'www.tsuzuri.example@evil.example']) {
      expect((await send('/dvd', { host })).statusCode, host).toBe(204);
    }
  });

  it('turns a request target that is not a plain path into "/"', async () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'http://evil.example/']) {
      expect((await send(target, { host: 'www.tsuzuri.example' })).headers.location, target).toBe('http://tsuzuri.example/');
    }
  });
});

describe('malformed paths', () => {
  it('answers 400 to percent-encoding that does not decode and to NUL, and lets the rest pass', async () => {
    for (const path of ['/%zz', '/%ff', '/dvd/%E0%A4%A', '/a%00b']) expect((await send(path)).statusCode, path).toBe(400);
    for (const path of ['/%E3%81%82', '/dvd?q=%zz', '/100%25']) expect((await send(path)).statusCode, path).toBe(204);
  });
});

describe('/cookie_set', () => {
  it('sets readable cookies, but never the front’s own or prefixed ones, and at most 32', async () => {
    const res = await send('/cookie_set?utm=spring&sidebarAB=b&RESOURCEBANNERAB=a&__Host-id=1&__secure-x=1&bad%20name=1');
    expect(res.headers['set-cookie']).toEqual(['utm=spring; Path=/; Max-Age=604800; SameSite=Lax']);
    const many = Array.from({ length: 40 }, (_, i) => `c${i}=1`).join('&');
    expect((await send(`/cookie_set?${many}`)).headers['set-cookie']).toHaveLength(32);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignVariants } from './ab-test';
import { parseCookies } from './cookies';
import { cookieSet, rejectMalformedPath, wwwRedirect } from './edge-rules';
import { startFileFront } from './testing/front-context';

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
    expect(assignVariants(undefined, { secure: true }).setCookies[1]).toMatch(
      /; SameSite=Lax; Secure$/,
    );
  });
  it('replaces a forged variant value', () => {
    expect(assignVariants('sidebarAB=<x>', { secure: false }, () => 0.1).variants.sidebarAB).toBe(
      'a',
    );
  });
});

describe('parseCookies', () => {
  it('reads pairs and survives junk', () => {
    expect(parseCookies('a=1; b=%E3%81%82; junk; =x; c=%zz')).toEqual({
      a: '1',
      b: 'あ',
      c: '%zz',
    });
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
    if (pathname === '/cookie_set') return cookieSet(req, res, new URLSearchParams(query), false);
    if (pathname === '/page') return void res.writeHead(200).end('a page');
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
    expect(
      (await send('/', { host: 'www.tsuzuri.example', 'x-test-https': '1' })).headers.location,
    ).toBe('https://tsuzuri.example/');
  });

  it('never sends a visitor to a host the request named', async () => {
    for (const host of [
      'www.evil.example',
      'www.tsuzuri.example.evil.example',
      'www.evil.example:80',
      'www.tsuzuri.example@evil.example',
    ]) {
      expect((await send('/dvd', { host })).statusCode, host).toBe(204);
    }
  });

  it('turns a request target that is not a plain path into "/"', async () => {
    for (const target of ['//evil.example/x', '/\\evil.example', 'http://evil.example/']) {
      expect((await send(target, { host: 'www.tsuzuri.example' })).headers.location, target).toBe(
        'http://tsuzuri.example/',
      );
    }
  });
});

describe('malformed paths', () => {
  it('answers 400 to percent-encoding that does not decode and to NUL, and lets the rest pass', async () => {
    for (const path of ['/%zz', '/%ff', '/dvd/%E0%A4%A', '/a%00b'])
      expect((await send(path)).statusCode, path).toBe(400);
    for (const path of ['/%E3%81%82', '/dvd?q=%zz', '/100%25'])
      expect((await send(path)).statusCode, path).toBe(204);
  });
});

describe('/cookie_set', () => {
  it('sets readable cookies, but never the front’s own or prefixed ones, and at most 20', async () => {
    const res = await send(
      '/cookie_set?utm=spring&sidebarAB=b&RESOURCEBANNERAB=a&__Host-id=1&__secure-x=1&bad%20name=1',
    );
    expect(res.headers['set-cookie']).toEqual(['utm=spring; Path=/; Max-Age=604800; SameSite=Lax']);
    const many = Array.from({ length: 40 }, (_, i) => `c${i}=1`).join('&');
    expect((await send(`/cookie_set?${many}`)).headers['set-cookie']).toHaveLength(20);
  });

  it('never plants a console cookie (a session would sign a person in as someone else)', async () => {
    const res = await send(
      '/cookie_set?tsuzuri-staff=x&TSUZURI-STAFF.dont_remember=1&tsuzuri-console-lang=en&ok=1',
    );
    expect(res.headers['set-cookie']).toEqual(['ok=1; Path=/; Max-Age=604800; SameSite=Lax']);
  });
});

/** What a browser sends back: every cookie it holds, newest value per name (Path=/, no Domain). */
function jarOf(
  setCookies: string[] | undefined,
  jar = new Map<string, string>(),
): Map<string, string> {
  for (const c of setCookies ?? []) {
    const pair = c.split(';')[0];
    const eq = pair.indexOf('=');
    jar.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
/**
 * A link as long as Node accepts (16 KB of request head), every value spaces written as "+",
 * each as long as still fits one cookie once encoded (the largest jar one link could plant).
 */
function worstLink(prefix: string, bytes = 15_000): string {
  const names = Array.from({ length: 64 }, (_, i) => `${prefix}${i}`);
  let query = names.map((n) => `${n}=${'+'.repeat(330)}`).join('&');
  query = query.slice(0, bytes);
  return `/cookie_set?${query}`;
}
// Headers a real browser sends beside the cookies.
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'ja,en-US;q=0.9,en;q=0.8',
  referer: `https://tsuzuri.example/${'a'.repeat(200)}`,
};

describe('/cookie_set bounds what one link (or several) can plant', () => {
  it('counts the size after encoding: a "+" becomes "%20", three bytes', async () => {
    const res = await send(`/cookie_set?a=${'+'.repeat(1000)}`);
    // 1,000 spaces are 3,000 bytes once encoded: over the per-cookie bound, refused.
    expect(res.headers['set-cookie'] ?? []).toEqual([]);
    const fits = await send(`/cookie_set?a=${'+'.repeat(300)}`);
    expect(fits.headers['set-cookie']).toEqual([
      `a=${'%20'.repeat(300)}; Path=/; Max-Age=604800; SameSite=Lax`,
    ]);
  });

  it('plants at most a few KB from the worst link, and pages still answer 200 afterwards (not 431)', async () => {
    const jar = new Map<string, string>();
    // The worst link, then more links with fresh names (shorter: they carry the cookies already
    // planted, within Node's 16 KB): the jar never outgrows the bound.
    for (const [prefix, bytes] of [
      ['a', 15_000],
      ['b', 8_000],
      ['c', 8_000],
    ] as const) {
      const res = await send(worstLink(prefix, bytes), { ...BROWSER, cookie: cookieHeader(jar) });
      expect(res.statusCode).toBe(200);
      jarOf(res.headers['set-cookie'], jar);
    }
    expect(cookieHeader(jar).length).toBeLessThanOrEqual(6 * 1024);
    expect(jar.size).toBeGreaterThan(0);
    const page = await send('/page', { ...BROWSER, cookie: cookieHeader(jar) });
    expect(page.statusCode).toBe(200);
  });

  it('refuses the names the site uses for identity and login, with and without the test prefix', async () => {
    const names = [
      'token_id',
      'tmp_token_id',
      'user_email',
      'guid',
      'finger_id',
      's_id',
      'push_online',
      'sidebarAB',
      'resourceBannerAB',
      'csrf_token',
    ];
    const query = [...names, ...names.map((n) => `test_${n}`), 'Token_ID', '__Host-x', '__Secure-x']
      .map((n) => `${n}=forged`)
      .join('&');
    const res = await send(`/cookie_set?${query}&utm_campaign=spring`);
    expect(res.headers['set-cookie']).toEqual([
      'utm_campaign=spring; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });

  it('sets nothing that would take the cookies the visitor already has over the bound, but replaces one they hold', async () => {
    const held = `big=${'x'.repeat(1000)}; ${Array.from({ length: 6 }, (_, i) => `h${i}=${'y'.repeat(1000)}`).join('; ')}`;
    expect(
      (await send('/cookie_set?more=1', { cookie: held })).headers['set-cookie'] ?? [],
    ).toEqual([]);
    expect((await send('/cookie_set?big=small', { cookie: held })).headers['set-cookie']).toEqual([
      'big=small; Path=/; Max-Age=604800; SameSite=Lax',
    ]);
  });
});

describe('request targets that are not a path', () => {
  let front: Awaited<ReturnType<typeof startFileFront>>;
  beforeAll(async () => {
    front = await startFileFront({ publicFiles: new Set() });
  });
  afterAll(() => front.close());

  it('answers OPTIONS * itself with what the site allows (Next failed on it with a 500)', async () => {
    const res = await front.request('*', {}, 'OPTIONS');
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
    expect(front.passedToNext).toEqual([]);
  });

  it('reads an absolute-form target as its path, so the console is still the console', async () => {
    const asPath = await front.request('/admin/users');
    const absolute = await front.request('http://elsewhere.example/admin/users?x=1');
    expect(front.passedToNext).toEqual(['/admin/users?x=1']);
    // The console's policy (a fresh script nonce each answer), not a public page's.
    const policy = (res: typeof asPath) =>
      String(res.headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'");
    expect(policy(asPath)).toContain("'nonce'");
    expect(policy(absolute)).toBe(policy(asPath));
    // And a file the site does not have is the same 404 either way, never Next's.
    expect((await front.request('HTTPS://x/wp-login.php')).status).toBe(404);
    expect(front.passedToNext).toEqual([]);
  });

  it('answers 400 to any other target, with the security headers of any answer', async () => {
    for (const target of ['*', 'ftp://x/', 'http://', 'http:///']) {
      const res = await front.request(target);
      expect(res.status, target).toBe(400);
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
    }
    // Node's parser refuses an authority or a bare word itself (a bare 400) before the front.
    for (const target of ['elsewhere.example:443', 'x', 'https:x'])
      expect((await front.request(target)).status, target).toBe(400);
    expect(front.passedToNext).toEqual([]);
  });
});

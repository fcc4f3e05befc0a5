import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { ARTICLE_VIEW_WINDOW_MS, createAcceptor, SESSION_MS } from './accept';

const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const locales = ['ja', 'en'];

const pageName = (p: string) =>
  readSiteUrl(p, '', { configured: locales, defaultLocale: 'ja' }).pageName;

function acceptor(names: (pathname: string) => string = pageName) {
  let t = Date.parse('2030-03-01T09:00:00Z');
  const now = () => t;
  const articleViews = memoryRateLimiter(1, ARTICLE_VIEW_WINDOW_MS, now);
  const accept = createAcceptor({
    locales,
    defaultLocale: 'ja',
    pageName: names,
    salt: 'test-salt-0123456789',
    articleViews,
    now,
  });
  let n = 0;
  return {
    later: (ms: number) => {
      t += ms;
    },
    send: (payload: Record<string, unknown>, ua = READER_UA, ip = '198.51.100.7') =>
      accept({ event: 'page_view', ...payload } as never, `upload-${++n}`, { ip, userAgent: ua }),
  };
}

describe('accepting an event', () => {
  it('issues ids to a new visitor and keeps the ones a returning visitor brings', async () => {
    const a = acceptor();
    const fresh = await a.send({ url: 'http://127.0.0.1/en/video-format-basics-guide?medium=x' });
    expect(fresh.ids.token_id).toBeUndefined(); // never a login token for an anonymous visitor
    expect(fresh.ids).toMatchObject({
      tmp_token_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      doc_id: expect.any(String),
      s_id: expect.any(String),
    });
    expect(fresh.ids.s_expiration - fresh.ids.visit_timestamp).toBe(SESSION_MS);
    expect(fresh.event).toMatchObject({
      pagePath: '/en/video-format-basics-guide',
      pageName: 'video_format_basics_guide',
      locale: 'en',
      bot: false,
    });
    const back = await a.send({
      token_id: 'tok-1',
      doc_id: 'doc-1',
      s_id: 'ses-1',
      visit_timestamp: 5,
      order_tag: 'spring',
      url: '/blog/2',
    });
    expect(back.ids).toMatchObject({
      token_id: 'tok-1',
      doc_id: 'doc-1',
      s_id: 'ses-1',
      visit_timestamp: 5,
      order_tag: 'spring',
    });
    expect(back.event).toMatchObject({
      pagePath: '/blog/2',
      pageName: 'blog',
      locale: 'ja',
      reader: 'tok-1',
    });
  });

  it('reads a reported URL once while it is among the last 2,000, with the same page each time', async () => {
    const read: string[] = [];
    const a = acceptor((p) => {
      read.push(p);
      return pageName(p);
    });
    const first = await a.send({ url: 'https://tsuzuri.example/en/blog/2' });
    const again = await a.send({ url: 'https://tsuzuri.example/en/blog/2' });
    expect(again.event).toMatchObject({ pagePath: '/en/blog/2', pageName: 'blog', locale: 'en' });
    expect(again.event.route).toEqual(first.event.route);
    expect(read).toEqual(['/en/blog/2']);
    // Bounded: 2,000 other URLs later, the first one is read again.
    for (let i = 0; i < 2_000; i++) await a.send({ url: `/made-up-${i}` });
    await a.send({ url: 'https://tsuzuri.example/en/blog/2' });
    expect(read.filter((p) => p === '/en/blog/2')).toHaveLength(2);
  });

  it('remembers hostile URLs as plain keys: prototype names, markup, control characters and oversize give the same page twice', async () => {
    const a = acceptor();
    for (const url of [
      '__proto__',
      'constructor',
      '/__proto__',
      'toString',
      'http://127.0.0.1/<img src=x onerror=alert(1)>',
      '/a\u0000b\u001bc',
      `/${'あ'.repeat(8_000)}`,
    ]) {
      const first = (await a.send({ url })).event;
      const again = (await a.send({ url })).event;
      expect(again.pagePath, url.slice(0, 40)).toBe(first.pagePath);
      expect(again.route, url.slice(0, 40)).toEqual(first.route);
      // Only printable ASCII: markup and control characters arrive percent-encoded.
      expect(first.pagePath).toMatch(/^[!-~]*$/);
      expect(first.pagePath).not.toMatch(/[<>]/);
      expect(first.pagePath.length).toBeLessThanOrEqual(512);
    }
    expect(({} as Record<string, unknown>).pagePath).toBeUndefined();
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });

  it('flags bots, and never counts their views for the ranking', async () => {
    const a = acceptor();
    const bot = await a.send(
      { url: '/best-free-dvd-software' },
      'Mozilla/5.0 (compatible; Googlebot/2.1)',
    );
    expect(bot.event.bot).toBe(true);
    expect(bot.event.articleSlug).toBeUndefined();
  });

  it('counts an article view once per address and article per half hour', async () => {
    const a = acceptor();
    const url = 'http://127.0.0.1/best-free-dvd-software';
    expect((await a.send({ url })).event.articleSlug).toBe('best-free-dvd-software');
    expect((await a.send({ url })).event.articleSlug).toBeUndefined(); // a reload
    expect((await a.send({ url }, READER_UA, '203.0.113.9')).event.articleSlug).toBe(
      'best-free-dvd-software',
    ); // someone else
    expect((await a.send({ url: `${url}/42` })).event.articleSlug).toBeUndefined(); // the same article by id
    a.later(30 * 60_000);
    expect((await a.send({ url })).event.articleSlug).toBe('best-free-dvd-software');
    expect((await a.send({ url: '/by-latest/2' })).event.articleSlug).toBeUndefined();
  });

  it('does not let a client raise the ranking with made-up reader ids: one view per address, whatever ids it sends', async () => {
    const a = acceptor();
    const url = 'http://127.0.0.1/best-free-dvd-software';
    const counted = [];
    for (let i = 0; i < 50; i++)
      counted.push(
        (await a.send({ url, token_id: `forged-${i}`, finger_id: `fp-${i}` })).event.articleSlug,
      );
    expect(counted.filter(Boolean)).toHaveLength(1);
    // Nor with fresh IPv6 addresses of its own /64.
    expect((await a.send({ url }, READER_UA, '2001:db8:5:6::1')).event.articleSlug).toBe(
      'best-free-dvd-software',
    );
    expect(
      (await a.send({ url }, READER_UA, '2001:db8:5:6::beef')).event.articleSlug,
    ).toBeUndefined();
    expect((await a.send({ url }, READER_UA, '2001:db8:5:7::1')).event.articleSlug).toBe(
      'best-free-dvd-software',
    );
  });

  it('stores the page path as a URL path: markup, quotes and control characters percent-encoded, other schemes refused', async () => {
    const a = acceptor();
    const path = async (url: string) => (await a.send({ url })).event;
    expect(await path('http://127.0.0.1/<script>alert(1)</script>')).toMatchObject({
      pagePath: '/%3Cscript%3Ealert(1)%3C/script%3E',
      route: { kind: 'unknown' },
    });
    expect((await path('/a\'b"c d\u0007e')).pagePath).toBe('/a%27b%22c%20d%07e');
    expect((await path('/a\\b//c/')).pagePath).toBe('/a/b/c');
    for (const url of [
      'javascript:<svg onload=alert(1)>',
      'data:text/html,<b>x</b>',
      'http://[bad',
    ]) {
      expect(await path(url), url).toMatchObject({ pagePath: '-', pageName: '-' });
    }
    expect((await path(`/${'<'.repeat(600)}`)).pagePath).toMatch(/^\/(%3C)+$/);
    for (const e of [
      await path('/x"><img src=x onerror=alert(1)>'),
      await path('/best-free-dvd-software/<b>'),
    ]) {
      const text = `${e.pagePath}${e.pageName}`;
      expect(/[<>"']/.test(text) || [...text].some((c) => c.charCodeAt(0) < 0x20)).toBe(false);
    }
  });

  it('credits each scroll milestone once per page view, even when a fast scroll reports only 100', async () => {
    const a = acceptor();
    const scroll = async (p: number, page_load_id = 'load-1') =>
      (
        await a.send({
          event: 'page_scroll',
          highest_page_viewed_percent: p,
          page_load_id,
          url: '/dvd',
        })
      ).event.scrollDepths;
    expect(await scroll(20)).toEqual([20]);
    expect(await scroll(45)).toEqual([40]);
    expect(await scroll(40)).toEqual([]);
    expect(await scroll(100)).toEqual([60, 80, 100]);
    expect(await scroll(100, 'load-2')).toEqual([20, 40, 60, 80, 100]);
  });
});

import { describe, expect, it } from 'vitest';
import { trackingPageName } from '../../src/lib/page-name';
import { createAcceptor, SESSION_MS } from './accept';

const READER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const locales = ['ja', 'en'];

function acceptor() {
  let t = Date.parse('2030-03-01T09:00:00Z');
  const accept = createAcceptor({ locales, defaultLocale: 'ja', pageName: (p) => trackingPageName(p, locales), salt: 'test-salt-0123456789', now: () => t });
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
  it('issues ids to a new visitor and keeps the ones a returning visitor brings', () => {
    const a = acceptor();
    const fresh = a.send({ url: 'http://127.0.0.1/en/video-format-basics-guide?medium=x' });
    expect(fresh.ids.token_id).toBeUndefined(); // never a login token for an anonymous visitor
    expect(fresh.ids).toMatchObject({ tmp_token_id: expect.stringMatching(/^[0-9a-f]{32}$/), doc_id: expect.any(String), s_id: expect.any(String) });
    expect(fresh.ids.s_expiration - fresh.ids.visit_timestamp).toBe(SESSION_MS);
    expect(fresh.event).toMatchObject({ pagePath: '/en/video-format-basics-guide', pageName: 'video_format_basics_guide', locale: 'en', bot: false });
    const back = a.send({ token_id: 'tok-1', doc_id: 'doc-1', s_id: 'ses-1', visit_timestamp: 5, order_tag: 'spring', url: '/blog/2' });
    expect(back.ids).toMatchObject({ token_id: 'tok-1', doc_id: 'doc-1', s_id: 'ses-1', visit_timestamp: 5, order_tag: 'spring' });
    expect(back.event).toMatchObject({ pagePath: '/blog/2', pageName: 'blog', locale: 'ja', reader: 'tok-1' });
  });

  it('flags bots, and never counts their views for the ranking', () => {
    const a = acceptor();
    const bot = a.send({ url: '/best-free-dvd-software' }, 'Mozilla/5.0 (compatible; Googlebot/2.1)');
    expect(bot.event.bot).toBe(true);
    expect(bot.event.articleSlug).toBeUndefined();
  });

  it('counts an article view once per reader and article per half hour', () => {
    const a = acceptor();
    const url = 'http://127.0.0.1/best-free-dvd-software';
    expect(a.send({ url }).event.articleSlug).toBe('best-free-dvd-software');
    expect(a.send({ url }).event.articleSlug).toBeUndefined(); // a reload
    expect(a.send({ url }, READER_UA, '203.0.113.9').event.articleSlug).toBe('best-free-dvd-software'); // someone else
    expect(a.send({ url: `${url}/42` }).event.articleSlug).toBeUndefined(); // the same article by id
    a.later(30 * 60_000);
    expect(a.send({ url }).event.articleSlug).toBe('best-free-dvd-software');
    expect(a.send({ url: '/by-latest/2' }).event.articleSlug).toBeUndefined();
  });

  it('credits each scroll milestone once per page view, even when a fast scroll reports only 100', () => {
    const a = acceptor();
    const scroll = (p: number, page_load_id = 'load-1') => a.send({ event: 'page_scroll', highest_page_viewed_percent: p, page_load_id, url: '/dvd' }).event.scrollDepths;
    expect(scroll(20)).toEqual([20]);
    expect(scroll(45)).toEqual([40]);
    expect(scroll(40)).toEqual([]);
    expect(scroll(100)).toEqual([60, 80, 100]);
    expect(scroll(100, 'load-2')).toEqual([20, 40, 60, 80, 100]);
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { isPageRequest as isPage } from './context';

const get = (headers: Record<string, string> = {}) =>
  ({ method: 'GET', headers }) as unknown as IncomingMessage;
const isPageRequest = (req: IncomingMessage, pathname: string) =>
  isPage(req, readSiteUrl(pathname, '', { configured: ['ja', 'en'], defaultLocale: 'ja' }));

describe('isPageRequest (what the page cache may answer)', () => {
  it('takes pages, not assets or APIs', () => {
    expect(isPageRequest(get(), '/best-free-dvd-software')).toBe(true);
    expect(isPageRequest(get(), '/api/comments')).toBe(false);
    expect(isPageRequest(get(), '/logo.svg')).toBe(false);
  });

  it('never takes the pages a subscription mail links to: their URL holds a one-time token', () => {
    for (const p of [
      '/subscription/confirm',
      '/en/subscription/confirm',
      '/subscription/unsubscribe',
      '/en/subscription/unsubscribe',
    ]) {
      expect(isPageRequest(get(), p), p).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { isSuccessfulApiBody, shouldUseApiCache as useApiCache } from './api-cache';

const shouldUseApiCache = (
  method: string,
  pathname: string,
  flagged: boolean,
  credentials?: boolean,
) =>
  useApiCache(
    method,
    readSiteUrl(pathname, '', { configured: ['ja'], defaultLocale: 'ja' }),
    flagged,
    credentials,
  );

describe('API cache decision', () => {
  it('looks up GETs of listed or flagged paths, never .json', () => {
    expect(shouldUseApiCache('GET', '/category/list', false)).toBe(true);
    expect(shouldUseApiCache('GET', '/article/recently_top_article', false)).toBe(true);
    expect(shouldUseApiCache('GET', '/api/other', false)).toBe(false);
    expect(shouldUseApiCache('GET', '/api/other', true)).toBe(true);
    expect(shouldUseApiCache('GET', '/data/feed.json', true)).toBe(false);
    expect(shouldUseApiCache('POST', '/category/list', false)).toBe(false);
  });
  it('never caches admin paths or requests with credentials, flagged or not', () => {
    expect(shouldUseApiCache('GET', '/api/admin/messages', true)).toBe(false);
    expect(shouldUseApiCache('GET', '/category/list', false, true)).toBe(false);
  });
  it('stores only successful answers', () => {
    expect(isSuccessfulApiBody({ cscode: 200, data: [] })).toBe(true);
    expect(isSuccessfulApiBody({ result: { id: 1 } })).toBe(true);
    expect(isSuccessfulApiBody({ code: 200 })).toBe(true);
    expect(isSuccessfulApiBody({ cscode: 400, data: null })).toBe(false);
    expect(isSuccessfulApiBody({ result: 0 })).toBe(false);
    expect(isSuccessfulApiBody('text')).toBe(false);
    expect(isSuccessfulApiBody(null)).toBe(false);
  });
});

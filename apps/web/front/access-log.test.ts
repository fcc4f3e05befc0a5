import { describe, expect, it } from 'vitest';
import { loggedPath as logged } from './access-log';

const loggedPath = (url: string | undefined) =>
  logged(url, { configured: ['ja', 'en'], defaultLocale: 'ja' });

describe('the access log', () => {
  it('never writes the token of a subscription link, with or without a locale', () => {
    expect(loggedPath('/subscription/confirm?token=abc123secret')).toBe('/subscription/confirm?…');
    expect(loggedPath('/en/subscription/unsubscribe?token=abc123secret')).toBe(
      '/en/subscription/unsubscribe?…',
    );
  });

  it('keeps every other request target whole', () => {
    expect(loggedPath('/search-result?q=画質')).toBe('/search-result?q=画質');
    expect(loggedPath('/dvd')).toBe('/dvd');
    expect(loggedPath(undefined)).toBe('/');
  });
});

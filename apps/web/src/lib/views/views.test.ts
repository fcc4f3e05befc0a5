import { describe, expect, it } from 'vitest';
import { isBot } from './bots';
import { pushRecentlyViewed, readRecentlyViewed } from './recently-viewed';

describe('recently viewed', () => {
  it('keeps at most five slugs, newest first, without repeats', () => {
    let v: string | undefined;
    for (const s of ['a', 'b', 'c', 'd', 'e', 'f']) v = pushRecentlyViewed(v, s);
    expect(readRecentlyViewed(v)).toEqual(['f', 'e', 'd', 'c', 'b']);
    v = pushRecentlyViewed(v, 'c');
    expect(readRecentlyViewed(v)).toEqual(['c', 'f', 'e', 'd', 'b']);
  });
  it('ignores forged entries', () => {
    expect(readRecentlyViewed('ok|<script>|also-ok')).toEqual(['ok', 'also-ok']);
  });
});

describe('isBot', () => {
  it('tells crawlers and tools from readers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
      ),
    ).toBe(true);
    expect(isBot('curl/8.0')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { readFeed } from '../../tests/support/xml';
import { type FeedItem, renderRss } from './rss';

const item = (over: Partial<FeedItem> = {}): FeedItem => ({
  title: 'DVDをコピーする方法',
  link: 'https://tsuzuri.example/dvd-copy-guide',
  description: '手順を解説します。',
  publishedAt: '2026-02-12T00:00:00.000Z',
  updatedAt: '2026-03-01T09:30:00.000Z',
  category: 'DVD',
  ...over,
});

/** The parser's JSON dates, as ISO strings. */
const isoOf = (date: unknown) => new Date(String(date)).toISOString();

const channel = (items: FeedItem[]) =>
  renderRss({
    title: 'Tsuzuri',
    link: 'https://tsuzuri.example/',
    self: 'https://tsuzuri.example/feed.xml',
    description: '映像ソフトの使い方',
    language: 'ja',
    items,
  });

describe('RSS feed', () => {
  it('a feed reader reads its channel and items, with absolute links and the articles own dates', () => {
    const feed = readFeed(
      channel([
        item(),
        item({ link: 'https://tsuzuri.example/b', updatedAt: '2026-01-01T00:00:00.000Z' }),
      ]),
    );
    expect(feed).toMatchObject({
      meta: { type: 'rss', version: '2.0' },
      title: 'Tsuzuri',
      url: 'https://tsuzuri.example/',
      self: 'https://tsuzuri.example/feed.xml',
      language: 'ja',
    });
    // The newest change among its items, not the time it was rendered.
    expect(isoOf(feed.updated)).toBe('2026-03-01T09:30:00.000Z');
    expect(feed.items[0]).toMatchObject({
      id: 'https://tsuzuri.example/dvd-copy-guide',
      title: 'DVDをコピーする方法',
      url: 'https://tsuzuri.example/dvd-copy-guide',
      description: '手順を解説します。',
      categories: [{ label: 'DVD' }],
    });
    expect(isoOf(feed.items[0].published)).toBe('2026-02-12T00:00:00.000Z');
  });

  it('hostile titles and descriptions arrive as the same text (a description is read as HTML), and the feed stays well-formed', () => {
    const title = 'A ]]> B & <script>alert(1)</script> "q" \'s\' 〜';
    const description = 'x]]><![CDATA[y &amp; &#0; <b>z</b>';
    const feed = readFeed(channel([item({ title, description, category: 'a&b<c>' })]));
    expect(feed.items[0].title).toBe(title);
    expect(feed.items[0].description).toBe(description);
    expect(feed.items[0].categories[0].label).toBe('a&b<c>');
  });

  it('drops the characters XML cannot carry (control characters, lone surrogates) and keeps the rest', () => {
    const title = `bell\u0007 nul\u0000 esc\u001b lone\uD800 ok😀 tab\tend`;
    const feed = readFeed(channel([item({ title })]));
    expect(feed.items[0].title).toBe('bell nul esc lone ok😀 tab\tend');
  });

  it('an empty channel is still a valid feed, with no build date it could only invent', () => {
    const xml = channel([]);
    expect(readFeed(xml).items).toEqual([]);
    expect(xml).not.toContain('lastBuildDate');
  });
});

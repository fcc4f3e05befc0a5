import { escapeXml, xmlElement } from './xml';

/**
 * RSS 2.0 (docs/product.md#feeds): the format every feed reader and aggregator reads, with an
 * `atom:link rel="self"` as the RSS Advisory Board recommends. Pure: the route handlers load
 * the articles (feed-route.ts); every URL here is already absolute.
 */
export type FeedItem = {
  title: string;
  link: string;
  description: string;
  /** The article's own dates (ISO 8601), never the time of the request. */
  publishedAt: string;
  updatedAt: string;
  category?: string;
};

export type FeedChannel = {
  title: string;
  /** The page the feed belongs to. */
  link: string;
  /** The feed's own URL. */
  self: string;
  description: string;
  /** A BCP 47 tag: "ja", "en". */
  language: string;
  items: FeedItem[];
};

/** RFC 822 dates, as RSS 2.0 asks ("Thu, 12 Feb 2026 00:00:00 GMT"); nothing for a bad date. */
export function rssDate(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toUTCString();
}

function renderItem(item: FeedItem): string {
  return [
    '<item>',
    xmlElement('title', item.title),
    xmlElement('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    xmlElement('pubDate', rssDate(item.publishedAt)),
    xmlElement('category', item.category),
    // Readers take an item's description as HTML: a plain-text one is escaped as HTML first, so
    // "<b>" or "&amp;" in it is shown as written.
    xmlElement('description', escapeXml(item.description)),
    '</item>',
  ].join('');
}

export function renderRss(channel: FeedChannel): string {
  // The channel changed when its newest item did: the content's date, not the request's.
  const newest = channel.items
    .map((i) => i.updatedAt)
    .sort()
    .at(-1);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    xmlElement('title', channel.title),
    xmlElement('link', channel.link),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    xmlElement('description', channel.description),
    xmlElement('language', channel.language),
    xmlElement('lastBuildDate', newest ? rssDate(newest) : undefined),
    ...channel.items.map(renderItem),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

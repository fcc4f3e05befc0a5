import type { IncomingMessage, ServerResponse } from 'node:http';
import en from '@messages/en.json';
import ja from '@messages/ja.json';
import { pathFor, readSiteUrl, type SiteUrl } from '@/lib/site-routes';
import { pageCacheKey } from './cache-key';
import type { FrontContext } from './context';
import type { CacheEntry } from './entry';
import type { CacheState } from './cache-state';
import { sendEntry, sendRendered } from './respond';

const TEXTS: Record<string, typeof ja.notFound> = { ja: ja.notFound, en: en.notFound };

// The last not-found page each locale rendered: a 404 page may be a little old, never missing.
const lastGood = new Map<string, CacheEntry>();

/** The not-found page without Next: for when rendering it fails (database or Next down). */
export function builtInNotFound(locale: string, homePath: string): string {
  const t = TEXTS[locale] ?? ja.notFound;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${t.title}</title><meta name="description" content="${t.description}"></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.8"><h1>${t.heading}</h1><p>${t.body}</p><p><a href="${homePath}">${t.home}</a></p></body></html>`;
}

/**
 * Next answers notFound() with an empty, client-rendered shell (vercel/next.js#62228). For a
 * document request the front sends the locale's not-found page instead (cached like any page),
 * with status 404, so the body is readable without JavaScript. Always a 404: when that page
 * cannot be rendered, the last one rendered or a built-in one (a crawler that reads a 5xx for
 * an unknown path may stop crawling the site).
 */
export async function serveNotFound(
  ctx: FrontContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: SiteUrl,
  device: 'mobile' | 'pc',
  variants: Record<string, string>,
  abHeader: Record<string, string>,
): Promise<CacheState> {
  const { locale } = url;
  const path = pathFor('not-found-page', {}, { locale, defaultLocale: ctx.edge.defaultLocale });
  const key = pageCacheKey({ device, url: path, variants });
  try {
    const out = await ctx.cache.serve(
      key,
      () => readSiteUrl(path, '', ctx.edge).tags,
      () => ctx.render(path, req.headers, abHeader),
    );
    if ('entry' in out) {
      lastGood.set(locale, out.entry);
      sendEntry(req, res, out.entry, out.state, 404);
      return out.state;
    }
    if (out.rendered.status === 200) {
      await sendRendered(req, res, out.rendered, out.state, 404);
      return out.state;
    }
    ctx.log.warn(
      { path, status: out.rendered.status },
      'the not-found page did not render; sent a stand-in',
    );
  } catch (err) {
    ctx.log.warn({ err, path }, 'the not-found page did not render; sent a stand-in');
  }
  const kept = lastGood.get(locale);
  if (kept) {
    sendEntry(req, res, kept, 'STALE', 404);
    return 'STALE';
  }
  const body = Buffer.from(
    builtInNotFound(locale, pathFor('home', {}, { locale, defaultLocale: ctx.edge.defaultLocale })),
  );
  await sendRendered(
    req,
    res,
    {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      body,
      storable: false,
    },
    'MISS',
    404,
  );
  return 'MISS';
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import en from '@messages/en.json';
import ja from '@messages/ja.json';
import type { SiteUrl } from '@/lib/site-routes';
import { sentBytes } from './respond';

const TITLES: Record<string, string> = { ja: ja.notFound.title, en: en.notFound.title };

/**
 * A reader's page load (typed URL, followed link, frame) rather than an image, a script, a style
 * or the client router's fetch: those never show a page, so they get a small 404 instead of the
 * not-found page's ~120 KB render. Sec-Fetch-Dest says it when the browser sends it; without it
 * (older browsers, crawlers, curl) an Accept that names text/html does.
 */
export function wantsPage(req: IncomingMessage): boolean {
  const dest = req.headers['sec-fetch-dest'];
  if (typeof dest === 'string' && dest !== '')
    return dest === 'document' || dest === 'iframe' || dest === 'frame';
  return /\btext\/html\b/i.test(String(req.headers.accept ?? ''));
}

function send(req: IncomingMessage, res: ServerResponse, type: string, text: string): void {
  const body = Buffer.from(text);
  res.writeHead(404, {
    'content-type': type,
    'content-length': body.length,
    'cache-control': 'no-store',
  });
  if (req.method === 'HEAD') res.end();
  else {
    res.end(body);
    sentBytes.set(res, body.length);
  }
}

/**
 * A short 404 for a request that is not a page load: a missing asset, or the client router's
 * request for a page that does not exist. Not a flight payload, so the router loads the URL as
 * a document instead (and the reader gets the not-found page with its 404 status).
 */
export function sendSmallNotFound(req: IncomingMessage, res: ServerResponse, url: SiteUrl): void {
  send(req, res, 'text/plain; charset=utf-8', `404 ${TITLES[url.locale] ?? ja.notFound.title}\n`);
}

/** An API path no route handler takes: the APIs' JSON envelope, whatever the method. */
export function sendUnknownApi(req: IncomingMessage, res: ServerResponse): void {
  send(
    req,
    res,
    'application/json; charset=utf-8',
    JSON.stringify({ cscode: 404, data: null, message: 'Not found' }),
  );
}

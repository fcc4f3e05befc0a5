import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { mediaError } from '@tsuzuri/media/errors';
import { MEDIA_LIMITS } from '@tsuzuri/media/limits';
import { sendBadRequest } from './edge-rules';
import { closesAfterRefusing } from './refused-body';

/**
 * What the front corrects in requests it hands to Next untouched (assets, posts, route
 * handlers), where Next answers a visitor's malformed input with a 500. Found by the fuzz test
 * (apps/web/tests/e2e/fuzz.spec.ts). Returns true when it answered the request itself.
 */
export function guardPassthrough(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  log: Logger,
  { page = false } = {},
): boolean {
  // Next answers TRACE with a 500, and any method but GET/HEAD on a static file too. A page
  // takes GET, HEAD and its forms' POST: Next rendered it whole, uncached, for any other method.
  const fileOnly = isStaticFile(pathname);
  const method = req.method ?? '';
  const refused =
    method === 'TRACE' ||
    (fileOnly && method !== 'GET' && method !== 'HEAD') ||
    (page && !['GET', 'HEAD', 'POST'].includes(method));
  if (refused) {
    const allow = fileOnly ? 'GET, HEAD' : page ? 'GET, HEAD, POST' : 'GET, HEAD, POST, OPTIONS';
    res
      .writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8', 'content-length': 18 })
      .end('Method Not Allowed');
    return true;
  }
  // Next's route handlers read a body whole, with no limit of their own. Our forms, push
  // registrations and actions are a few KB; browsers always declare the length of what they post.
  if (req.method !== 'GET' && req.method !== 'HEAD' && refuseUnboundedBody(req, res, pathname))
    return true;
  // Next's static files answer an unsatisfiable or malformed Range with a 500 instead of 416
  // (vercel/next.js#40066). Our assets are small scripts, styles and images: send them whole,
  // which a server may always do instead of a range.
  delete req.headers.range;
  delete req.headers['if-range'];
  if (isActionRequest(req, pathname)) {
    // The warnings below name the path, never the query: a mailed link's token lives there.
    if (refuseMalformedActionId(req, res, pathname, log)) return true;
    answerBadActionsWith400(res, pathname, log);
  }
  return false;
}

/**
 * A Server Action's id, as Next builds them: 42 lowercase hex characters (the build's
 * server-reference-manifest.json; Next itself refuses any id whose length is not 42).
 */
export const ACTION_ID = /^[0-9a-f]{42}$/;

/**
 * A `Next-Action` header that cannot name an action is answered 400 here, with one log line.
 * Next refuses it too, but logs an error with its whole stack for each such request: a visitor
 * could fill the log with one header (the fuzz storm wrote 574 of them per run).
 */
function refuseMalformedActionId(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  log: Logger,
): boolean {
  const id = req.headers['next-action'];
  if (id === undefined || (typeof id === 'string' && ACTION_ID.test(id))) return false;
  log.warn(
    { path: pathname },
    'server action request with a malformed Next-Action id: answered 400',
  );
  sendBadRequest(res);
  return true;
}

/** Largest request body passed to Next (forms, push registrations, Server Actions). */
export const MAX_NEXT_BODY_BYTES = 256 * 1024;

/**
 * Route handlers that take larger bodies, by path: the media upload (one image's bytes), through
 * the admin token and through the console's session.
 */
const LARGE_BODY_ROUTES: Record<string, number> = {
  '/api/admin/media': MEDIA_LIMITS.maxBytes,
  '/admin/api/media': MEDIA_LIMITS.maxBytes,
};

/** 413 above the cap, 411 for a body of undeclared length (chunked); true when it answered. */
function refuseUnboundedBody(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  const declared = req.headers['content-length'];
  const chunked = req.headers['transfer-encoding'] !== undefined;
  const limit = Object.hasOwn(LARGE_BODY_ROUTES, pathname)
    ? LARGE_BODY_ROUTES[pathname]
    : MAX_NEXT_BODY_BYTES;
  const status = chunked && declared === undefined ? 411 : Number(declared ?? 0) > limit ? 413 : 0;
  if (!status) return false;
  // An image too large gets the upload route's own answer, which the media screen shows in words.
  const media = status === 413 && limit === MEDIA_LIMITS.maxBytes;
  const text = media
    ? JSON.stringify({ error: mediaError('too-large') })
    : status === 411
      ? 'Length Required'
      : 'Payload Too Large';
  res
    .writeHead(status, {
      'content-type': media ? 'application/json' : 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(text),
      'cache-control': 'no-store',
      ...(closesAfterRefusing(req, limit) ? { connection: 'close' } : {}),
    })
    .end(text);
  return true;
}

/** Build output and public/ files: `/_next/static/…`, or a last segment with an extension. */
export function isStaticFile(pathname: string): boolean {
  return (
    pathname.startsWith('/_next/static/') ||
    (pathname !== '/sitemap.xml' && /\/[^/]*\.[a-z0-9]+$/i.test(pathname))
  );
}

/**
 * A POST that Next treats as a Server Action: a `Next-Action` header (a call from the page's
 * script) or a multipart form (React's encoding for forms posted without JavaScript). Route
 * handlers under /api/ parse their own bodies and are not actions.
 */
export function isActionRequest(req: IncomingMessage, pathname: string): boolean {
  if (req.method !== 'POST' || pathname.startsWith('/api/')) return false;
  return (
    Boolean(req.headers['next-action']) ||
    /^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))
  );
}

/**
 * Next answers every action request it cannot decode — a multipart body that does not parse,
 * arguments that are not React's reply format — with a 500 (vercel/next.js#86945, #90090): the
 * visitor's mistake reported as our failure. Our actions return their errors as state and never
 * throw, so a 5xx to an action request is such a decode failure: sent as the 400 it is, and
 * logged, so a real failure would still be seen.
 */
function answerBadActionsWith400(res: ServerResponse, pathname: string, log: Logger): void {
  const writeHead = res.writeHead as (...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status < 500) return writeHead.call(this, status, ...rest);
    log.warn(
      { path: pathname, status },
      'server action request Next could not decode: answered 400',
    );
    if (typeof rest[0] === 'string') rest[0] = 'Bad Request';
    else this.statusMessage = 'Bad Request';
    return writeHead.call(this, 400, ...rest);
  } as ServerResponse['writeHead'];
}

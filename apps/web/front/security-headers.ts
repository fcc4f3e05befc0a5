import { randomBytes } from 'node:crypto';
import { type IncomingMessage, ServerResponse } from 'node:http';
import { transmissionOrigins } from '@/lib/transmissions/registry';
import type { TransmissionSettings } from '@/lib/transmissions/types';
import { consoleContentSecurityPolicy, consoleHeaders } from './console-headers';

/**
 * The security headers of every response the front sends: pages from the cache (whose stored
 * headers never include them), misses, 304s, redirects, Next's assets, route handlers and
 * errors. Set once per request before anything else writes, so one place decides them all.
 * Why each value: docs/decisions/0012-security-headers.md.
 */
/**
 * A policy that works with shared cached HTML: Next's inline RSC scripts differ per page and a
 * nonce would differ per visitor, so scripts are limited to this origin plus inline; what an
 * injected script could do is cut by everything else (no plugins, no <base>, no foreign forms,
 * no framing, no foreign connections).
 */
export function contentSecurityPolicy(
  site: TransmissionSettings,
  opts: { https: boolean },
): string {
  // The origins come from the one registry the 外部送信 page discloses: nothing is reachable that
  // the page does not list.
  const script = ["'self'", "'unsafe-inline'", ...transmissionOrigins(site, 'script')];
  const connect = ["'self'", ...transmissionOrigins(site, 'connect')];
  const frame = transmissionOrigins(site, 'frame');
  const directives = [
    "default-src 'self'",
    `script-src ${unique(script)}`,
    "style-src 'self' 'unsafe-inline'",
    // Article images may live on any host (the importer keeps http and https sources).
    "img-src 'self' data: blob: https: http:",
    "font-src 'self' data:",
    `connect-src ${unique(connect)}`,
    `frame-src ${unique(frame)}`,
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  if (opts.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const unique = (values: string[]) => [...new Set(values)].join(' ');

/** Every header the front adds, for a plain-http or an https request. */
export function securityHeaders(
  site: TransmissionSettings,
  opts: { https: boolean },
): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['content-security-policy', contentSecurityPolicy(site, opts)],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    // frame-ancestors for browsers that predate it.
    ['x-frame-options', 'SAMEORIGIN'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ];
  // Only over https: a browser ignores HSTS on http, and a wrong one on a test host locks it out.
  if (opts.https) headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

/**
 * Whether the visitor reached us over https: TLS on our own socket, or — only behind a trusted
 * proxy (TRUST_PROXY) — the proxy's X-Forwarded-Proto. Anyone can send that header, so without
 * a trusted proxy it is ignored.
 */
export function isHttpsRequest(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  if (!trustProxy) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

type WriteHead = (this: ServerResponse, status: number, ...rest: unknown[]) => ServerResponse;
const nodeWriteHead = ServerResponse.prototype.writeHead as unknown as WriteHead;

/**
 * A writeHead that adds the headers to whatever head is written, in the form it comes: a raw
 * array (a cache hit's prebuilt head: appended, so the hit stays on Node's fast path), an
 * object, or nothing (a head from setHeader calls, or an implicit one from write/end).
 */
function writeHeadWith(headers: [string, string][]): WriteHead {
  const flat = headers.flat();
  const record = Object.fromEntries(headers);
  return function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const at = typeof rest[0] === 'string' ? 1 : 0; // writeHead(status, reason?, headers?)
    const given = rest[at];
    if (Array.isArray(given)) rest[at] = given.concat(flat);
    else if (given && typeof given === 'object') rest[at] = { ...given, ...record };
    else for (const [name, value] of headers) this.setHeader(name, value);
    return nodeWriteHead.call(this, status, ...rest);
  };
}

/**
 * A console answer's head, with a fresh script nonce; Next is told the same policy through the
 * request (it takes the nonce from there: console-headers.ts). A visitor's own CSP request header
 * never gets this far (internal-headers.ts strips it).
 */
function consoleWriteHead(req: IncomingMessage, https: boolean): WriteHead {
  const nonce = randomBytes(16).toString('base64');
  const headers = consoleHeaders({ https, nonce });
  req.headers['content-security-policy'] = consoleContentSecurityPolicy({ https, nonce });
  return writeHeadWith(headers);
}

/**
 * The per-request hook: every variant is built once; a request only picks one and installs it
 * as its response's writeHead, which every way of answering goes through (Node's own write()
 * and end() call it too). The console (/admin, /api/auth) gets its own set (console-headers.ts).
 * Returns whether the request came over https, for the cookies the front sets.
 */
export function createSecurityHeaders(site: TransmissionSettings, trustProxy: boolean) {
  const plain = writeHeadWith(securityHeaders(site, { https: false }));
  const tls = writeHeadWith(securityHeaders(site, { https: true }));
  return function applySecurityHeaders(
    req: IncomingMessage,
    res: ServerResponse,
    console = false,
  ): boolean {
    const https = isHttpsRequest(req, trustProxy);
    const chosen = console ? consoleWriteHead(req, https) : https ? tls : plain;
    res.writeHead = chosen as unknown as ServerResponse['writeHead'];
    return https;
  };
}

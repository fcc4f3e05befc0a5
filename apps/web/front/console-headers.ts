/**
 * The headers of every console answer (/admin, /api/auth; docs/security.md#console): its own
 * policy, stricter than the public pages' — no foreign scripts or connections at all, never framed,
 * never indexed, never stored by any cache, and no Referer (a one-time link's token must not leave).
 * Scripts: 'self' and, inline, only those carrying the request's nonce. The front makes a nonce
 * per console request and hands Next the policy in the request (Next reads the nonce from a
 * `content-security-policy` request header and puts it on every script it writes); an injected
 * inline script has no nonce and does not run. Styles stay inline-capable (React style props).
 */
export function consoleContentSecurityPolicy(opts: { https: boolean; nonce: string }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${opts.nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    // Article images may live on any https host (the editor shows them as the public page does).
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (opts.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function consoleHeaders(opts: {
  https: boolean;
  nonce: string;
}): [name: string, value: string][] {
  const headers: [string, string][] = [
    ['content-security-policy', consoleContentSecurityPolicy(opts)],
    ['x-content-type-options', 'nosniff'],
    // same-origin, not no-referrer: with no-referrer a form posted without script carries
    // `Origin: null`, which Next refuses as a forged server action (500). Nothing leaves for
    // another origin, so a one-time link's token still never does.
    ['referrer-policy', 'same-origin'],
    ['x-frame-options', 'DENY'],
    ['permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    ['x-robots-tag', 'noindex, nofollow'],
    ['cache-control', 'no-store'],
  ];
  if (opts.https) headers.push(['strict-transport-security', 'max-age=31536000']);
  return headers;
}

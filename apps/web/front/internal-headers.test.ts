import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { stripInternalHeaders } from './internal-headers';

const request = (headers: Record<string, string>) =>
  ({ headers: { ...headers } }) as unknown as IncomingMessage;

describe('internal headers at the door', () => {
  const forged = {
    'x-tsuzuri-ab': 'sidebarAB=b',
    'x-tsuzuri-render': 'guess',
    'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy',
    'x-middleware-rewrite': '/admin',
    'x-nextjs-data': '1',
    'x-invoke-path': '/contact',
    'x-matched-path': '/contact',
    'x-now-route-matches': 'slug=x',
    'x-prerender-revalidate': 'x',
    'x-next-revalidated-tags': 'article:x',
    'next-resume': '1',
    // Next would put this nonce on a public page's scripts, stored for everyone.
    'content-security-policy': "script-src 'nonce-chosen-by-visitor'",
    'content-security-policy-report-only': "script-src 'nonce-x'",
  };
  const browser = {
    host: 'tsuzuri.example',
    cookie: 'sidebarAB=a',
    rsc: '1',
    'next-router-state-tree': '%5B%5D',
    'next-url': '/dvd',
    'next-action': 'abc',
    'user-agent': 'x',
  };

  it('removes every header the front or Next use internally, and keeps what browsers send', () => {
    const req = request({ ...forged, ...browser });
    stripInternalHeaders(req, true);
    expect(req.headers).toEqual(browser);
  });

  it('removes what only a proxy may say unless a proxy is trusted', () => {
    const proxy = {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      forwarded: 'host=evil.example',
      'x-real-ip': '10.0.0.1',
    };
    const untrusted = request({ ...proxy, ...browser });
    stripInternalHeaders(untrusted, false);
    expect(untrusted.headers).toEqual(browser);
    const trusted = request({ ...proxy, ...browser });
    stripInternalHeaders(trusted, true);
    expect(trusted.headers).toEqual({ ...proxy, ...browser });
  });
});

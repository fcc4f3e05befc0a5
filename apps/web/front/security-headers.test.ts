import type { IncomingMessage } from 'node:http';
import { siteConfig } from '@tsuzuri/config';
import { VIDEO_HOSTS } from '@tsuzuri/content/html';
import { describe, expect, it } from 'vitest';
import type { TransmissionSettings } from '@/lib/transmissions/types';
import { contentSecurityPolicy, isHttpsRequest, securityHeaders } from './security-headers';

const site: TransmissionSettings = siteConfig();
const directives = (csp: string) =>
  Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const request = (headers: Record<string, string>, encrypted = false) =>
  ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;

describe('content security policy', () => {
  it('shuts what an injected script would need: plugins, <base>, foreign forms, framing', () => {
    const d = directives(contentSecurityPolicy(site, { https: false }));
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'self'"]);
    expect(d['default-src']).toEqual(["'self'"]);
    // Cached HTML is shared by every visitor: no nonce, so inline scripts from this origin only.
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(d['upgrade-insecure-requests']).toBeUndefined();
  });

  it('lets the click-to-play players load, and nothing else in a frame', () => {
    const d = directives(contentSecurityPolicy(site, { https: false }));
    expect(d['frame-src']).toEqual(VIDEO_HOSTS.map((h) => `https://${h}`));
  });

  it('allows the analytics report hosts and the push service the config names', () => {
    const d = directives(
      contentSecurityPolicy(
        {
          ...site,
          reporting: {
            ...site.reporting,
            testApi: 'https://t.report.example/x',
            onlineApi: 'https://report.example',
          },
          webPush: {
            ...site.webPush,
            serviceUrl: 'https://push.example/base',
          } as TransmissionSettings['webPush'],
        },
        { https: false },
      ),
    );
    expect(d['connect-src']).toEqual([
      "'self'",
      'https://t.report.example',
      'https://report.example',
      'https://push.example',
    ]);
  });

  it('adds the tag manager and the captcha provider only when configured', () => {
    const tagged = directives(
      contentSecurityPolicy({ ...site, analyticsTagIds: { ja: 'G-TEST' } }, { https: false }),
    );
    expect(tagged['script-src']).toContain('https://www.googletagmanager.com');
    expect(tagged['connect-src']).toContain('https://*.google-analytics.com');
    const recaptcha = directives(
      contentSecurityPolicy({ ...site, captchaSiteKey: '6Lc-key' }, { https: false }),
    );
    expect(recaptcha['script-src']).toContain('https://www.gstatic.com');
    expect(recaptcha['frame-src']).toContain('https://www.google.com');
    const turnstile = directives(
      contentSecurityPolicy({ ...site, captchaSiteKey: '0x4AAA' }, { https: false }),
    );
    expect(turnstile['frame-src']).toContain('https://challenges.cloudflare.com');
    expect(directives(contentSecurityPolicy(site, { https: false }))['script-src']).not.toContain(
      'https://www.google.com',
    );
  });
});

describe('security headers', () => {
  it('sends HSTS and upgrades insecure requests only over https', () => {
    const plain = new Map(securityHeaders(site, { https: false }));
    const tls = new Map(securityHeaders(site, { https: true }));
    expect(plain.get('strict-transport-security')).toBeUndefined();
    expect(tls.get('strict-transport-security')).toBe('max-age=31536000');
    expect(tls.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
    for (const h of [plain, tls]) {
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'https' }), false)).toBe(false);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'https' }), true)).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'HTTPS, http' }), true)).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }), true)).toBe(false);
    expect(isHttpsRequest(request({}), true)).toBe(false);
    expect(isHttpsRequest(request({}, true), false)).toBe(true);
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import { routeGuard } from './edge-rules';

const edge = {
  configured: ['ja', 'en'],
  defaultLocale: 'ja',
  protectedPages: ['blog', 'dvd_guide'],
  domain: 'tsuzuri.example',
};

/** Runs the guard on a path; the redirect it answered, or null when it let the request through. */
function guard(pathname: string, cookie?: string): string | null {
  let location: string | null = null;
  const writeHead = (_status: number, headers: { location: string }) => {
    location = headers.location;
    return { end: () => {} };
  };
  const res = { writeHead } as unknown as ServerResponse;
  const req = { headers: cookie ? { cookie } : {} } as IncomingMessage;
  routeGuard(req, res, readSiteUrl(pathname, '', edge), edge);
  return location;
}

describe('route guard (protected pages by tracking page name)', () => {
  it('sends a visitor without a token to the login page of their locale', () => {
    expect(guard('/blog/2')).toBe('/login');
    expect(guard('/en/blog')).toBe('/en/login');
    expect(guard('/dvd-guide-new2')).toBe('/login');
  });
  it('lets a visitor with a token, and every other page, through', () => {
    expect(guard('/blog', 'token_id=abc')).toBe(null);
    expect(guard('/contact')).toBe(null);
    expect(guard('/ja/contact')).toBe(null);
  });
});

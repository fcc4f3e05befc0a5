import { emptyRecord } from '@tsuzuri/text/safe-keys';

/**
 * Minimal cookie reading and writing for the front (no dependency on the hot path). The names
 * are the visitor's: they land in a record without a prototype, so `__proto__=…` is a cookie
 * like any other and a lookup never finds an inherited `constructor`.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out = emptyRecord<string>();
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? '' : part.slice(0, eq).trim();
    if (!name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export type CookieOptions = {
  maxAge: number;
  /** Hidden from page scripts: for cookies only the server reads. */
  httpOnly?: boolean;
  /** Sent back over https only: set it whenever the visitor came over https. */
  secure?: boolean;
};

/** Every cookie the front sets is SameSite=Lax: sent on top-level navigation, not on foreign posts. */
export function serializeCookie(name: string, value: string, opts: CookieOptions): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${opts.maxAge}`,
    'SameSite=Lax',
  ];
  if (opts.httpOnly) parts.push('HttpOnly');
  if (opts.secure) parts.push('Secure');
  return parts.join('; ');
}

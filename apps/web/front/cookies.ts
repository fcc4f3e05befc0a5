/** Minimal cookie reading and writing for the front (no dependency on the hot path). */
export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
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

export function serializeCookie(name: string, value: string, opts: { maxAge: number; httpOnly?: boolean }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${opts.maxAge}`, 'SameSite=Lax'];
  if (opts.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

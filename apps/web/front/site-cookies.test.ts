import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE_SET_LIFETIME, COOKIE_WRITERS, SITE_COOKIES } from './site-cookies';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const POLICY = { ja: 'cookies-policy.md', en: 'cookies-policy.en.md' };
const policyText = (file: string) =>
  fs.readFileSync(path.join(ROOT, 'packages/content/seed/pages', file), 'utf8');

/** Code that writes a cookie: the browser's cookie jar, the front's serializer, a Set-Cookie header. */
const WRITES_COOKIE = [
  /\b(?:document|doc)\.cookie\s*=(?!=)/,
  /\bserializeCookie\(/,
  /\bcookies\(\)\s*\.set\(/,
  /\.cookies\.set\(/,
  /(?:setHeader|appendHeader|append|set)\(\s*['"]set-cookie['"]\s*,\s*[^)]*=/i,
];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SKIP = /(^|\/)(node_modules|\.next|dist|tests|coverage)(\/|$)|\.test\.|\.spec\./;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (SKIP.test(rel)) return [];
    if (e.isDirectory()) return sourceFiles(rel);
    return SOURCE.test(e.name) ? [rel] : [];
  });
}

const SECONDS: Record<string, number> = {
  分: 60,
  時間: 3600,
  日: 86_400,
  年: 365 * 86_400,
  minute: 60,
  hour: 3600,
  day: 86_400,
  year: 365 * 86_400,
};

/** "365日（訪問のたびに延長）", "30 minutes" → seconds (the first amount in the cell). */
function lifetimeSeconds(cell: string): number | undefined {
  const m = /(\d+)\s*(分|時間|日|年|minute|hour|day|year)/.exec(cell);
  return m ? Number(m[1]) * SECONDS[m[2]] : undefined;
}

/** The policy's table rows: the cookie names written as `code` in the first cell, and the last cell. */
function policyRows(text: string) {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => {
      const cells = line.split('|').slice(1, -1);
      const names = [...(cells[0] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      return { line, names, lifetime: cells.at(-1) ?? '' };
    });
}

describe('the cookie policy lists every cookie the site sets', () => {
  it('finds cookie-writing code only in the files the registry covers', () => {
    const writers = ['apps', 'packages']
      .flatMap(sourceFiles)
      .filter((file) =>
        WRITES_COOKIE.some((re) => re.test(fs.readFileSync(path.join(ROOT, file), 'utf8'))),
      )
      .sort();
    // A new file here sets cookies: add them to SITE_COOKIES and to both cookie policy pages.
    expect(writers).toEqual([...COOKIE_WRITERS].sort());
  });

  it.each(Object.entries(POLICY))(
    'names each cookie with the lifetime the code gives it (%s)',
    (_lang, file) => {
      const rows = policyRows(policyText(file));
      const missing: string[] = [];
      for (const cookie of SITE_COOKIES) {
        const row = rows.find((r) => r.names.includes(cookie.name));
        if (!row) missing.push(`${cookie.name} (set by the ${cookie.writer}) is not listed`);
        else if (lifetimeSeconds(row.lifetime) !== cookie.maxAgeSeconds)
          missing.push(`${cookie.name}: the page says "${row.lifetime.trim()}"`);
      }
      expect(missing).toEqual([]);
    },
  );

  it.each(Object.entries(POLICY))(
    'lists the cookies a page feature sets through /cookie_set, with their lifetime (%s)',
    (_lang, file) => {
      const row = policyRows(policyText(file)).find((r) => r.line.includes('`/cookie_set`'));
      expect(row && lifetimeSeconds(row.lifetime)).toBe(COOKIE_SET_LIFETIME);
    },
  );

  it.each(Object.entries(POLICY))('lists no cookie the site does not set (%s)', (_lang, file) => {
    const known = new Set(SITE_COOKIES.map((c) => c.name));
    const listed = policyRows(policyText(file))
      .flatMap((r) => r.names)
      .filter((name) => !name.startsWith('/'));
    expect(listed.filter((name) => !known.has(name))).toEqual([]);
  });
});

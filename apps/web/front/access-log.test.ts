import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_BATCH,
  ACCESS_LOG_FLUSH_MS,
  AccessLog,
  loggedPath as logged,
} from './access-log';

const loggedPath = (url: string | undefined) =>
  logged(url, { configured: ['ja', 'en'], defaultLocale: 'ja' });

describe('the access log', () => {
  it('never writes the token of a subscription link, with or without a locale', () => {
    expect(loggedPath('/subscription/confirm?token=abc123secret')).toBe('/subscription/confirm?…');
    expect(loggedPath('/en/subscription/unsubscribe?token=abc123secret')).toBe(
      '/en/subscription/unsubscribe?…',
    );
  });

  it('keeps every other request target whole', () => {
    expect(loggedPath('/search-result?q=画質')).toBe('/search-result?q=画質');
    expect(loggedPath('/dvd')).toBe('/dvd');
    expect(loggedPath(undefined)).toBe('/');
  });
});

describe('the access log’s lines', () => {
  const site = { configured: ['ja'], defaultLocale: 'ja' };
  const collect = () => {
    const writes: string[] = [];
    const log = new AccessLog((text) => writes.push(text), site, 4242);
    const lines = () => writes.join('').split('\n').filter(Boolean);
    return { log, writes, lines };
  };

  it('are the JSON lines pino wrote, one per request, in the order of the requests', () => {
    const { log, lines } = collect();
    log.record('GET', '/dvd', 200, 36643, 0.4, 'HIT');
    log.record('POST', '/api/contact', 422, 80, 12.5, 'BYPASS');
    log.flush();
    expect(lines()).toHaveLength(2);
    const [first, second] = lines().map((l) => JSON.parse(l));
    expect(Object.keys(first)).toEqual([
      'level',
      'time',
      'pid',
      'method',
      'path',
      'status',
      'bytes',
      'ms',
      'cache',
    ]);
    expect(first).toMatchObject({ level: 30, pid: 4242, method: 'GET', path: '/dvd', status: 200 });
    expect(first).toMatchObject({ bytes: 36643, ms: 0.4, cache: 'HIT' });
    expect(second).toMatchObject({ method: 'POST', path: '/api/contact', status: 422, ms: 12.5 });
    expect(Math.abs(first.time - Date.now())).toBeLessThan(5_000);
  });

  it('are written together, within the flush interval, and at once past the batch', async () => {
    const { log, writes, lines } = collect();
    log.record('GET', '/a', 200, 1, 0.1, 'HIT');
    log.record('GET', '/b', 200, 1, 0.1, 'HIT');
    expect(writes).toEqual([]);
    await new Promise((r) => setTimeout(r, ACCESS_LOG_FLUSH_MS + 50));
    expect(writes).toHaveLength(1);
    expect(lines()).toHaveLength(2);
    for (let i = 0; i < ACCESS_LOG_BATCH; i++) log.record('GET', `/p${i}`, 200, 1, 0.1, 'HIT');
    expect(writes).toHaveLength(2);
    expect(lines()).toHaveLength(2 + ACCESS_LOG_BATCH);
  });

  it('escape what a visitor sent: controls, bidi overrides and quotes keep each line one JSON value', () => {
    const { log, lines } = collect();
    const path = '/x\u009b2J\u202egnp.exe\u001b]0;t\u0007"\n{"level":60}';
    log.record('GET', path, 404, Number('not a length'), 1, 'MISS');
    log.flush();
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).not.toMatch(/[^\P{Cc}\n]|[\u202a-\u202e]/u);
    const line = JSON.parse(lines()[0]);
    expect(line.path).toBe(path);
    expect(line.bytes).toBe(0);
  });

  it('never write the token of a subscription link', () => {
    const { log, lines } = collect();
    log.record('GET', '/subscription/confirm?token=abc123secret', 200, 1, 1, 'BYPASS');
    log.flush();
    expect(lines()[0]).not.toContain('abc123secret');
  });
});

describe('a process that ends', () => {
  it('writes the lines it recorded, even inside the flush interval', () => {
    const printed = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'front/testing/access-log-exit.ts'],
      // apps/web: its tsconfig names the '@/' paths.
      { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8' },
    );
    expect(
      printed
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l).path),
    ).toEqual(['/written-at-exit']);
  });
});

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import http from 'node:http';
import pino from 'pino';
import { createFrontHandler } from './handler';
import { listenLocally, rawRequest, testContext } from './testing/front-context';
import { html } from './testing/renders';
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
    for (let i = 0; i < ACCESS_LOG_BATCH - 1; i++) log.record('GET', `/p${i}`, 200, 1, 0.1, 'HIT');
    expect(writes).toHaveLength(1);
    log.record('GET', '/last', 200, 1, 0.1, 'HIT');
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
    expect(line.bytes).toBeNull();
  });

  it('are what pino writes for the same request, but for the time', () => {
    const { log, lines } = collect();
    const fields = { method: 'GET', path: '/dvd?page=2', status: 200, bytes: 36643, ms: 0.4 };
    log.record(fields.method, fields.path, fields.status, fields.bytes, fields.ms, 'HIT');
    log.flush();
    const written: string[] = [];
    pino(
      { level: 'info', base: { pid: 4242 } },
      { write: (l: string) => void written.push(l) },
    ).info({ ...fields, cache: 'HIT' });
    const withoutTime = (line: string) => line.replace(/"time":\d+,/, '').trimEnd();
    expect(withoutTime(lines()[0])).toBe(withoutTime(written[0]));
  });

  it('go out in writes of at most 16 KB, each ending at a line end', () => {
    const { log, writes } = collect();
    for (let i = 0; i < ACCESS_LOG_BATCH; i++) log.record('GET', `/p/${i}`, 200, 1, 0.1, 'HIT');
    expect(writes.length).toBeGreaterThan(1);
    for (const w of writes) {
      expect(w.length).toBeLessThan(16 * 1024 + 500);
      expect(w.endsWith('\n')).toBe(true);
    }
  });

  it('keep markup, prototype names and an oversize target inside one JSON value each', () => {
    const { log, lines } = collect();
    const targets = [
      '/<script>alert(1)</script>',
      '/__proto__?constructor=prototype',
      `/${'あ'.repeat(20_000)}`,
    ];
    for (const t of targets) log.record('GET', t, 404, 1, 0.1, '__proto__');
    log.flush();
    expect(lines()).toHaveLength(targets.length);
    expect(lines().map((l) => JSON.parse(l).path)).toEqual(targets);
    expect(JSON.parse(lines()[1]).cache).toBe('__proto__');
  });

  it('never write the token of a subscription link', () => {
    const { log, lines } = collect();
    log.record('GET', '/subscription/confirm?token=abc123secret', 200, 1, 1, 'BYPASS');
    log.flush();
    expect(lines()[0]).not.toContain('abc123secret');
  });
});

describe('a process that ends', () => {
  const printedBy = (lines: number) =>
    execFileSync(
      process.execPath,
      ['--import', 'tsx', 'front/testing/access-log-exit.ts', String(lines)],
      // apps/web: its tsconfig names the '@/' paths.
      { cwd: path.resolve(import.meta.dirname, '..'), encoding: 'utf8', timeout: 30_000 },
    )
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l).path);

  it('writes the lines it recorded, even inside the flush interval', () => {
    expect(printedBy(1)).toEqual(['/written-at-exit/0']);
  });

  it('writes them all, in order, when they are more than one write', () => {
    const paths = printedBy(600);
    expect(paths).toHaveLength(600);
    expect(paths).toEqual(paths.map((_, i) => `/written-at-exit/${i}`));
  });
});

describe('the server log of a failing request', () => {
  it('writes its target as the access log does, never a link’s token', async () => {
    const written: string[] = [];
    const server = http.createServer(
      createFrontHandler(
        testContext({
          render: async () => html('<html>page</html>'),
          handle: async () => {
            throw new Error('Next is down');
          },
          log: pino({ level: 'warn' }, { write: (l: string) => void written.push(l) }),
        }),
      ),
    );
    const base = await listenLocally(server);
    try {
      const answer = await rawRequest(base, '/subscription/confirm?token=abc123secret');
      expect(answer.status).toBe(500);
      expect(written.join('')).toContain('front request failed');
      expect(written.join('')).toContain('/subscription/confirm?…');
      expect(written.join('')).not.toContain('abc123secret');
    } finally {
      server.close();
    }
  });
});

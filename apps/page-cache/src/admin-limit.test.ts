import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createMemoryStore } from './store/memory';
import { ADMIN_KEY, admin } from './test/http';

describe('page-cache admin secret: failed attempts per address', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  const build = async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    app = await buildApp({
      store: createMemoryStore({ maxBytes: 1 << 20 }),
      adminKey: ADMIN_KEY,
      maxEntryBytes: 1 << 16,
      logger,
    });
  };
  afterEach(async () => app?.close());

  it('answers 429 with Retry-After after 10 failures a minute, to the right secret too; other addresses go on', async () => {
    await build();
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await app.inject({
            url: '/keys',
            headers: { 'x-cache-admin-key': `guess-${i}` },
            remoteAddress: '10.1.1.1',
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const blocked = await app.inject({ url: '/keys', headers: admin, remoteAddress: '10.1.1.1' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(
      (await app.inject({ url: '/keys', headers: admin, remoteAddress: '10.2.2.2' })).statusCode,
    ).toBe(200);
  });

  it('never slows a caller with the right secret', async () => {
    await build();
    for (let i = 0; i < 30; i++)
      expect(
        (await app.inject({ url: '/keys', headers: admin, remoteAddress: '10.3.3.3' })).statusCode,
      ).toBe(200);
  });

  it('logs each failure with the address, never the value tried', async () => {
    await build();
    lines.length = 0;
    await app.inject({ url: '/reset?admin_key=secret-guess-xyz', remoteAddress: '10.4.4.4' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('10.4.4.4');
    expect(lines[0]).toContain('admin call refused');
    expect(lines[0]).not.toContain('secret-guess-xyz');
  });
  it('never locks out the fronts and scripts on this host: a loopback caller with the right secret passes after 10 wrong ones from loopback', async () => {
    // The fronts' deletes and the content scripts' purges all come from 127.0.0.1: one script
    // with a stale key must not block every takedown on the host for a minute.
    await build();
    for (let i = 0; i < 12; i++)
      await app.inject({
        url: '/keys',
        headers: { 'x-cache-admin-key': `stale-${i}` },
        remoteAddress: '127.0.0.1',
      });
    expect(
      (await app.inject({ url: '/keys', headers: admin, remoteAddress: '127.0.0.1' })).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          url: '/keys',
          headers: { 'x-cache-admin-key': 'stale-x' },
          remoteAddress: '127.0.0.1',
        })
      ).statusCode,
    ).toBe(429);
    expect(
      (await app.inject({ url: '/keys', headers: admin, remoteAddress: '::1' })).statusCode,
    ).toBe(200);
  });
});

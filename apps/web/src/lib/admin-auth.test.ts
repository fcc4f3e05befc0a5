import { describe, expect, it } from 'vitest';
import { type AdminGuard, requireAdmin } from './admin-auth';
import { memoryRateLimiter } from './abuse/rate-limit';

const TOKEN = 'a-long-admin-token-123';
const req = (auth?: string, ip = '203.0.113.7') =>
  new Request('http://x/api/admin/comments', {
    headers: { 'x-forwarded-for': ip, ...(auth ? { authorization: auth } : {}) },
  });

function guard(): AdminGuard & { warnings: unknown[][]; advance(ms: number): void } {
  let t = 1_000_000;
  const warnings: unknown[][] = [];
  const now = () => t;
  return {
    failures: memoryRateLimiter(10, 60_000, now),
    log: { warn: (...args: unknown[]) => warnings.push(args) } as AdminGuard['log'],
    warnings,
    advance: (ms) => {
      t += ms;
    },
  };
}

describe('requireAdmin', () => {
  it('lets the right bearer token through', async () => {
    expect(await requireAdmin(req(`Bearer ${TOKEN}`), TOKEN, guard())).toBeNull();
  });

  it('answers 401 without, with a wrong, or with no configured token', async () => {
    const g = guard();
    for (const r of [req(), req('Bearer nope'), req(TOKEN), req(`Basic ${TOKEN}`)])
      expect((await requireAdmin(r, TOKEN, g))?.status).toBe(401);
    expect((await requireAdmin(req(`Bearer ${TOKEN}`), undefined, g))?.status).toBe(401);
  });

  it('after 10 failures a minute the address gets 429 with Retry-After, right token included, until the window ends', async () => {
    const g = guard();
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await requireAdmin(req(`Bearer guess-${i}`), TOKEN, g))?.status);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    const blocked = await requireAdmin(req(`Bearer ${TOKEN}`), TOKEN, g);
    expect(blocked?.status).toBe(429);
    expect(Number(blocked?.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected; the blocked one is let in again after the window.
    expect(await requireAdmin(req(`Bearer ${TOKEN}`, '198.51.100.1'), TOKEN, g)).toBeNull();
    g.advance(60_000);
    expect(await requireAdmin(req(`Bearer ${TOKEN}`), TOKEN, g)).toBeNull();
  });

  it('counts an IPv6 /64 as one address: a guesser cannot rotate through its line for fresh tries', async () => {
    const g = guard();
    const statuses = [];
    for (let i = 1; i <= 11; i++)
      statuses.push(
        (await requireAdmin(req(`Bearer guess-${i}`, `2001:db8:7:1::${i.toString(16)}`), TOKEN, g))
          ?.status,
      );
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect(
      (await requireAdmin(req(`Bearer ${TOKEN}`, '2001:db8:7:1::ffff'), TOKEN, g))?.status,
    ).toBe(429);
    expect(await requireAdmin(req(`Bearer ${TOKEN}`, '2001:db8:7:2::1'), TOKEN, g)).toBeNull();
  });

  it('a block holds in every process: one that did not see the failures refuses the right token too', async () => {
    // Two workers of one instance: each its own guard, one shared failure count (as the cluster
    // primary or Redis keeps it). The guesser's 11th try lands on the first, its right guess on the second.
    const first = guard();
    const second: AdminGuard = { failures: first.failures, log: first.log };
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await requireAdmin(req(`Bearer guess-${i}`), TOKEN, first))?.status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const right = await requireAdmin(req(`Bearer ${TOKEN}`), TOKEN, second);
    expect(right?.status).toBe(429);
    expect(Number(right?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('never slows a caller with the right token, however often it calls', async () => {
    const g = guard();
    for (let i = 0; i < 50; i++)
      expect(await requireAdmin(req(`Bearer ${TOKEN}`), TOKEN, g)).toBeNull();
  });

  it('logs each failure with the address, never the token tried', async () => {
    const g = guard();
    await requireAdmin(req('Bearer secret-guess-xyz'), TOKEN, g);
    expect(g.warnings).toHaveLength(1);
    const line = JSON.stringify(g.warnings[0]);
    expect(line).toContain('203.0.113.7');
    expect(line).not.toContain('secret-guess-xyz');
    expect(line).not.toContain(TOKEN);
  });
});

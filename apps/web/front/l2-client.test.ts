import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tsuzuri/test-support/free-port';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedStore } from './l2-client';

// The front's client against the real page-cache service (its own process on a free port).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ADMIN_KEY = 'l2-client-test-key-0123456789abcdef';
let service: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  service = spawn(process.execPath, ['--import', 'tsx', 'apps/page-cache/src/server.ts'], {
    cwd: root,
    env: { ...process.env, CACHE_PORT: String(port), CACHE_ADMIN_KEY: ADMIN_KEY, REDIS_URL: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${baseUrl}/keys`).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('page-cache service did not start');
}, 20_000);
afterAll(() => void service?.kill());

const store = (buildId: string) =>
  createSharedStore({ baseUrl, domain: 'l2.test', buildId, adminKey: ADMIN_KEY, timeoutMs: 2000 });

/** A front's store with the request path's short bound (150 ms), for its own site. */
const frontStore = (domain: string, through = baseUrl) =>
  createSharedStore({
    baseUrl: through,
    domain,
    buildId: 'b',
    adminKey: ADMIN_KEY,
    timeoutMs: 150,
  });

describe('the shared store as the front sees it', () => {
  it('gives a page back to the build that stored it', async () => {
    await store('build-1').set('pc/same-build', Buffer.from('<p>build 1</p>'), ['a']);
    expect((await store('build-1').get('pc/same-build'))?.toString()).toBe('<p>build 1</p>');
  });

  it("never gives a new build the previous build's page (its /_next files are gone after a deploy)", async () => {
    await store('build-1').set('pc/deployed', Buffer.from('<p>old build</p>'), ['a']);
    expect(await store('build-2').get('pc/deployed')).toBeNull();
  });
});

/**
 * The real service behind a proxy that holds every page read (`/get`) past the front's bound,
 * as a service busy with large stores does on a loaded box; everything else passes straight on.
 */
async function slowPageReads(holdMs: number) {
  const target = new URL(baseUrl);
  const proxy = http.createServer((req, res) => {
    const forward = () =>
      req.pipe(
        http
          .request(
            {
              host: target.hostname,
              port: target.port,
              path: req.url,
              method: req.method,
              headers: req.headers,
            },
            (answer) => {
              res.writeHead(answer.statusCode ?? 502, answer.headers);
              answer.pipe(res);
            },
          )
          // The service stopped at the end of the file, with a read still on its way.
          .on('error', () => res.destroy()),
      );
    if (req.url?.startsWith('/get')) setTimeout(forward, holdMs);
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () => proxy.close(),
  };
}

describe('a front busy rendering', () => {
  it('takes a page read whose answer arrived while it was busy, instead of timing it out', async () => {
    const front = frontStore('l2-busy.test');
    await front.set('pc/busy-read', Buffer.from('<p>stored</p>'), ['a']);
    const read = front.get('pc/busy-read');
    // Sent on the kept-alive socket and its bound armed (both on the next ticks), with no turn
    // of the event loop to read an answer yet.
    for (let tick = 0; tick < 5; tick++) await new Promise((r) => process.nextTick(r));
    // A render's synchronous work: the answer comes in meanwhile, and the bound passes too.
    const until = Date.now() + 400;
    while (Date.now() < until) {}
    expect((await read)?.toString()).toBe('<p>stored</p>');
    // Nor is the service skipped afterwards as if it had failed.
    expect((await front.get('pc/busy-read'))?.toString()).toBe('<p>stored</p>');
  });
});

describe('the purge feed while page reads are slow', () => {
  it('a page read that timed out does not deafen this front to purges: the next feed poll hears them', async () => {
    const proxy = await slowPageReads(400);
    try {
      const front = frontStore('l2-slow.test', proxy.url);
      const before = await front.purgesSince(0);
      expect(before).not.toBeNull();
      const purged = await fetch(`${baseUrl}/purge?domain=l2-slow.test&tags=article%3Ataken-down`, {
        method: 'POST',
        headers: { 'x-cache-admin-key': ADMIN_KEY },
      });
      expect(purged.status).toBe(200);
      // A visitor's page read gives up at the request path's bound (the page renders instead)...
      expect(await front.get('pc/busy')).toBeNull();
      // ...and the takedown is still heard at once, not a second later.
      const feed = await front.purgesSince(before?.seq ?? 0);
      expect(feed?.events.flatMap((e) => e.values)).toEqual(['article:taken-down']);
    } finally {
      proxy.close();
    }
  });
});

describe('a held read of the purge feed', () => {
  it('is answered with the purge the moment it is made, and its bound covers the wait', async () => {
    // The request path's bound (150 ms) does not cut a held read: its own bound covers the wait.
    const front = frontStore('l2-held.test');
    const before = await front.purgesSince(0);
    expect(before).not.toBeNull();
    let answered = false;
    const held = front.purgesSince(before?.seq ?? 0, 20_000).then((feed) => {
      answered = true;
      return feed;
    });
    await new Promise((r) => setTimeout(r, 400));
    expect(answered).toBe(false);
    await fetch(`${baseUrl}/purge?domain=l2-held.test&tags=article%3Anow`, {
      method: 'POST',
      headers: { 'x-cache-admin-key': ADMIN_KEY },
    });
    expect((await held)?.events.flatMap((e) => e.values)).toEqual(['article:now']);
  });
});

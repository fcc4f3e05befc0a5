import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createCacheClient } from './client';

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A real cache service stand-in answering the given statuses in turn (the last from then on). */
async function serviceAnswering(statuses: number[]) {
  const seen: { method: string; url: string; key: string | undefined }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      key: req.headers['x-cache-admin-key'] as string | undefined,
    });
    res.statusCode = statuses[Math.min(seen.length - 1, statuses.length - 1)];
    res.end(
      res.statusCode === 200 ? JSON.stringify({ purged: 2 }) : '{"error":"busy","message":"busy"}',
    );
  });
  return { client: await clientOf(server), seen };
}

/** A client of a stand-in service, which listens until the test ends. */
async function clientOf(server: http.Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return createCacheClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    domain: 'client.test',
    adminKey: 'k-0123456789abcdef',
    timeoutMs: 500,
  });
}
const noWait = { sleep: async () => {} };

/** A stand-in that drops the connection of every call to one path and answers 200 to the rest. */
async function serviceDropping(path: string) {
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith(`${path}?`)) req.socket.destroy();
    else res.end('{"seq":0,"events":[]}');
  });
  return { client: await clientOf(server) };
}

describe('the cache service client', () => {
  it('retries a purge the service answered 503 twice, and reports what the third purged', async () => {
    const { client, seen } = await serviceAnswering([503, 503, 200]);
    expect(await client.purgeTags(['article:1', 'list'], noWait)).toEqual({ ok: true, purged: 2 });
    expect(seen).toHaveLength(3);
    expect(seen[0]).toEqual({
      method: 'POST',
      url: '/purge?tags=article%3A1%2Clist&domain=client.test',
      key: 'k-0123456789abcdef',
    });
  });

  it('gives up on a purge after 3 retries and says why, without throwing', async () => {
    const { client, seen } = await serviceAnswering([503]);
    expect(await client.purgeTags(['list'], noWait)).toEqual({
      ok: false,
      reason: 'cache service answered 503',
    });
    expect(seen).toHaveLength(4);
  });

  it('does not retry a purge the service refused (4xx)', async () => {
    const { client, seen } = await serviceAnswering([404, 200]);
    expect(await client.purgeTags(['list'], noWait)).toEqual({
      ok: false,
      reason: 'cache service answered 404',
    });
    expect(seen).toHaveLength(1);
  });

  it('reports an unreachable service after retrying', async () => {
    const { client } = await serviceAnswering([200]);
    servers.splice(0)[0].close();
    const result = await client.purgeTags(['list'], noWait);
    expect(result).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^cache service unreachable/),
    });
  });

  it('never retries a request-path call: a page does not wait for retries', async () => {
    const { client, seen } = await serviceAnswering([503, 200]);
    expect(
      (await client.call('POST', '/set', { key: 'pc/x' }, { body: Buffer.from('x') }))?.status,
    ).toBe(503);
    expect((await client.call('GET', '/get', { key: 'pc/x' }))?.status).toBe(200);
    expect(seen.map((s) => s.method)).toEqual(['POST', 'GET']);
  });

  it('skips a service that failed for a second instead of waiting on it again', async () => {
    // A service that takes requests and never answers: the first call waits out its timeout,
    // the next is not sent at all (counted by the service, not timed: a busy box is slow).
    let asked = 0;
    const hanging = http.createServer(() => void asked++);
    const client = await clientOf(hanging);
    expect(await client.call('GET', '/get', { key: 'pc/x' })).toBeNull();
    expect(await client.call('GET', '/get', { key: 'pc/x' })).toBeNull();
    expect(asked).toBe(1);
    hanging.closeAllConnections();
  });

  it('a failed call off the request path leaves page calls alone, and a failed page call leaves the feed alone', async () => {
    const failingFeed = await serviceDropping('/purges');
    expect(await failingFeed.client.callOffPath('GET', '/purges', {})).toBeNull();
    expect((await failingFeed.client.call('GET', '/get', { key: 'pc/x' }))?.status).toBe(200);

    const failingPages = await serviceDropping('/get');
    expect(await failingPages.client.call('GET', '/get', { key: 'pc/x' })).toBeNull();
    expect((await failingPages.client.callOffPath('GET', '/purges', {}))?.status).toBe(200);
  });
});

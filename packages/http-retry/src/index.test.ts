import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchWithRetries, retryDelay } from './index';

/** A real server that answers the given statuses in turn (the last one from then on). */
async function serverAnswering(statuses: number[]) {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    seen.push(req.method ?? '');
    res.statusCode = statuses[Math.min(seen.length - 1, statuses.length - 1)];
    res.end(String(res.statusCode));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const delays: number[] = [];
const fast = { sleep: async (ms: number) => void delays.push(ms), random: () => 1 };
afterEach(() => void delays.splice(0));

describe('the retry policy of calls to other services', () => {
  it('retries a GET that answered 503 twice, and returns the 200 that followed', async () => {
    const { url, seen } = await serverAnswering([503, 503, 200]);
    const response = await fetchWithRetries(url, { method: 'GET', timeoutMs: 1000 }, fast);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(3);
    expect(delays).toEqual([120, 240]); // 100 ms doubling, plus the most jitter (20%)
  });

  it('gives up after 3 retries and hands back the last answer', async () => {
    const { url, seen } = await serverAnswering([503, 503, 503, 503, 200]);
    const response = await fetchWithRetries(url, { method: 'GET', timeoutMs: 1000 }, fast);
    expect(response.status).toBe(503);
    expect(seen).toHaveLength(4);
    expect(delays).toEqual([120, 240, 480]);
  });

  it('does not retry a 404: the request was wrong, not the service', async () => {
    const { url, seen } = await serverAnswering([404, 200]);
    expect((await fetchWithRetries(url, { method: 'GET', timeoutMs: 1000 }, fast)).status).toBe(
      404,
    );
    expect(seen).toHaveLength(1);
  });

  it('never repeats a POST, unless the caller marks it idempotent in effect', async () => {
    const once = await serverAnswering([503, 200]);
    expect(
      (await fetchWithRetries(once.url, { method: 'POST', timeoutMs: 1000 }, fast)).status,
    ).toBe(503);
    expect(once.seen).toEqual(['POST']);
    const marked = await serverAnswering([503, 200]);
    expect(
      (
        await fetchWithRetries(
          marked.url,
          { method: 'POST', timeoutMs: 1000 },
          { ...fast, idempotentInEffect: true },
        )
      ).status,
    ).toBe(200);
    expect(marked.seen).toEqual(['POST', 'POST']);
  });

  it('retries a network error, and throws the last one when the service stays away', async () => {
    const { url } = await serverAnswering([200]);
    servers.splice(0)[0].close();
    await expect(fetchWithRetries(url, { method: 'GET', timeoutMs: 1000 }, fast)).rejects.toThrow();
    expect(delays).toHaveLength(3);
  });

  it('waits 100, 200, 400 ms plus at most 20%', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, () => 0))).toEqual([100, 200, 400]);
    expect([1, 2, 3].map((n) => retryDelay(n, () => 0.999))).toEqual([120, 240, 480]);
  });
});

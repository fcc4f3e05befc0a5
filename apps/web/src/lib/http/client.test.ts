import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './client';
import { HttpClientError } from './errors';
import { retryDelay } from './retry-policy';

// A real HTTP server whose answers each test scripts: path → list of [status, body] per attempt.
const script = new Map<string, [number, unknown][]>();
const seen: { path: string; method: string; csrf?: string }[] = [];
let server: http.Server;
let base = '';

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    seen.push({ path, method: req.method ?? '', csrf: req.headers['x-csrf-token'] as string | undefined });
    const queue = script.get(path) ?? [[404, { message: 'no such route' }]];
    const [status, body] = queue.length > 1 ? queue.shift()! : queue[0];
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const attempts = (path: string) => seen.filter((s) => s.path === path).length;
const client = () => createHttpClient({ baseUrl: base, random: () => 0, cookies: () => 'a=1; csrf_token=tok%20en' });

describe('HTTP client', () => {
  it('retries a GET on 5xx and returns the accepted answer', async () => {
    script.set('/flaky', [[503, {}], [502, {}], [200, { cscode: 200, data: [1, 2] }]]);
    expect(await client().get('/flaky')).toEqual({ cscode: 200, data: [1, 2] });
    expect(attempts('/flaky')).toBe(3);
  });

  it('gives up after 3 retries with the normalised message and status', async () => {
    script.set('/down', [[500, {}]]);
    await expect(client().get('/down')).rejects.toMatchObject({ message: 'Request failed with status code 500', statusCode: 500 });
    expect(attempts('/down')).toBe(4);
  });

  it('never retries a POST, nor a 4xx', async () => {
    script.set('/form', [[503, {}]]);
    await expect(client().post('/form', { a: 1 })).rejects.toMatchObject({ statusCode: 503 });
    expect(attempts('/form')).toBe(1);
    await expect(client().get('/missing')).rejects.toMatchObject({ message: 'no such route', statusCode: 404 });
    expect(attempts('/missing')).toBe(1);
  });

  it('applies the acceptance rule to envelopes', async () => {
    script.set('/result', [[200, { result: { id: 7 } }]]);
    script.set('/code', [[200, { code: 200 }]]);
    script.set('/refused', [[200, { cscode: 400, message: 'Enter a valid email format' }]]);
    script.set('/refused-plain', [[200, { cscode: 403 }]]);
    expect(await client().get('/result')).toEqual({ result: { id: 7 } });
    expect(await client().get('/code')).toEqual({ code: 200 });
    await expect(client().get('/refused')).rejects.toMatchObject({ message: 'Enter a valid email format', statusCode: 400 });
    await expect(client().get('/refused-plain')).rejects.toMatchObject({ message: 'Request failed with status code 403', statusCode: 403 });
  });

  it('echoes the cross-site request token cookie in its header', async () => {
    script.set('/csrf', [[200, { cscode: 200 }]]);
    await client().post('/csrf', {});
    expect(seen.find((s) => s.path === '/csrf')?.csrf).toBe('tok en');
  });

  it('retries network errors for GET and normalises them (status 500)', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const dead = createHttpClient({ baseUrl: 'http://127.0.0.1:9', fetch: counting, random: () => 0 });
    const error = (await dead.get('/x').catch((e: unknown) => e)) as HttpClientError;
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error.statusCode).toBe(500);
    expect(calls).toBe(4);
  });

  it('does not retry a request the client aborted', async () => {
    script.set('/slow', [[503, {}]]);
    const controller = new AbortController();
    const pending = client().get('/slow', controller.signal);
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toBeInstanceOf(HttpClientError);
    await new Promise((r) => setTimeout(r, 400));
    expect(attempts('/slow')).toBe(1);
  });
});

describe('retry timing', () => {
  it('waits 100 ms, then 200, then 400, each with up to 20% jitter', () => {
    expect([1, 2, 3].map((n) => retryDelay(n, () => 0))).toEqual([100, 200, 400]);
    expect([1, 2, 3].map((n) => retryDelay(n, () => 0.999))).toEqual([120, 240, 480]);
  });

  it('spaces the attempts by those delays (fake timers)', async () => {
    vi.useFakeTimers();
    try {
      const times: number[] = [];
      const fake: typeof fetch = async () => {
        times.push(Date.now());
        return new Response('{}', { status: 503, headers: { 'content-type': 'application/json' } });
      };
      const c = createHttpClient({ baseUrl: 'http://example.invalid', fetch: fake, random: () => 0.5 });
      const result = c.get('/x').catch((e) => e);
      await vi.advanceTimersByTimeAsync(2000);
      await result;
      expect(times.slice(1).map((t, i) => t - times[i])).toEqual([110, 220, 440]);
    } finally {
      vi.useRealTimers();
    }
  });
});

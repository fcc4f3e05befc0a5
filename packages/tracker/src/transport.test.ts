// @vitest-environment happy-dom
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_REPORT_BYTES, type TrackingPayload } from './protocol';
import { captureBeacons, decodeReport, watchPageErrors } from './testing';
import { createTransport } from './transport';

/** A real report endpoint on loopback: records bodies, answers with the reply the test sets. */
let server: http.Server;
let endpoint: string;
const received: { body: string; contentType: string | undefined }[] = [];
let reply: unknown = { cscode: 0, data: { token_id: 't1', doc_id: 'd1' } };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'content-type',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ body, contentType: req.headers['content-type'] });
      res
        .writeHead(200, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/web/report`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const event: TrackingPayload = {
  event: 'page_view',
  url: 'http://localhost:3000/ja',
  email: '',
  web_version: '2.2.12',
  event_label: '索引',
};
const refuseBeacons = () =>
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => false });

describe('the beacon path', () => {
  it('sends the cleaned, sorted payload in a base64 wrapper as a text/plain Blob; no reply is read', async () => {
    const beacons = captureBeacons();
    const onReply = vi.fn();
    createTransport({
      endpoint: '/api/web/report',
      legacy: false,
      win: window,
      visitorId: () => 'v1',
      onReply,
    }).send(event);
    const [sent] = await beacons.read();
    expect(sent.url).toBe('/api/web/report');
    expect(sent.contentType).toBe('text/plain');
    expect(sent.wrapper.mode).toBe('beacon');
    expect(sent.wrapper.upload_id.startsWith('v1')).toBe(true);
    expect(sent.json).toBe(
      '{"event":"page_view","event_label":"索引","url":"http://localhost:3000/ja","web_version":"2.2.12"}',
    );
    expect(onReply).not.toHaveBeenCalled();
  });

  it('drops an event larger than ingestion accepts instead of sending it', async () => {
    const beacons = captureBeacons();
    createTransport({
      endpoint,
      legacy: false,
      win: window,
      visitorId: () => 'v',
      onReply: () => {},
    }).send({ event: 'click', event_action: 'x'.repeat(MAX_REPORT_BYTES) });
    expect(beacons.count()).toBe(0);
  });
});

describe('the fetch fallback (beacon refused)', () => {
  it('posts text/plain with mode post to the endpoint and hands over the reply data when cscode is 0', async () => {
    refuseBeacons();
    received.length = 0;
    reply = { cscode: 0, data: { token_id: 't1', doc_id: 'd1', s_id: 's1' } };
    const onReply = vi.fn();
    createTransport({ endpoint, legacy: false, win: window, visitorId: () => 'v1', onReply }).send(
      event,
    );
    await vi.waitFor(() =>
      expect(onReply).toHaveBeenCalledWith({ token_id: 't1', doc_id: 'd1', s_id: 's1' }),
    );
    expect(received).toHaveLength(1);
    expect(received[0].contentType).toMatch(/^text\/plain/);
    const { wrapper, payload } = decodeReport(received[0].body);
    expect(wrapper.mode).toBe('post');
    expect(payload.event).toBe('page_view');
  });

  it('ignores a reply whose cscode is not 0', async () => {
    refuseBeacons();
    received.length = 0;
    reply = { cscode: 400, msg: 'bad', data: { token_id: 'nope' } };
    const onReply = vi.fn();
    createTransport({ endpoint, legacy: false, win: window, visitorId: () => 'v1', onReply }).send(
      event,
    );
    await vi.waitFor(() => expect(received).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onReply).not.toHaveBeenCalled();
  });

  it('swallows a network failure: the page sees nothing (an unhandled rejection would fail this test)', async () => {
    refuseBeacons();
    const realFetch = window.fetch;
    const outcomes: Promise<string>[] = [];
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const attempt = realFetch.apply(window, args);
      outcomes.push(
        attempt.then(
          () => 'answered',
          () => 'failed',
        ),
      );
      return attempt;
    };
    try {
      const onReply = vi.fn();
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve)); // a port nobody listens on any more
      const down = createTransport({
        endpoint: `http://127.0.0.1:${port}/api/web/report`,
        legacy: false,
        win: window,
        visitorId: () => 'v',
        onReply,
      });
      const pageErrors = watchPageErrors();
      expect(() => down.send(event)).not.toThrow();
      expect(await outcomes[0]).toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(onReply).not.toHaveBeenCalled();
      // Only the browser's own line about the refused connection.
      expect(pageErrors()).toEqual([expect.stringMatching(/ECONNREFUSED/)]);
    } finally {
      window.fetch = realFetch;
    }
  });
});

describe('the older /v2/report', () => {
  it('posts form fields and reads the reply’s fields beside cscode', async () => {
    refuseBeacons();
    received.length = 0;
    reply = { cscode: 0, token_id: 't2', doc_id: 'd2' };
    const onReply = vi.fn();
    const legacyEndpoint = endpoint.replace('/api/web/report', '/v2/report');
    createTransport({
      endpoint: legacyEndpoint,
      legacy: true,
      win: window,
      visitorId: () => 'v',
      onReply,
    }).send({ event: 'purchase', pids: ['a', 'b'] });
    await vi.waitFor(() =>
      expect(onReply).toHaveBeenCalledWith(
        expect.objectContaining({ token_id: 't2', doc_id: 'd2' }),
      ),
    );
    expect(received[0].contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(received[0].body);
    expect(form.get('event')).toBe('purchase');
    expect(form.getAll('pids[]')).toEqual(['"a"', '"b"']);
  });
});

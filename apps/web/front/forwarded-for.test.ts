import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorFromHeaders } from '@/lib/abuse/visitor-address';
import { setForwardedFor } from './context';

/** A front that records, per request, what Next would be told and whom it would count. */
function front(trustProxy: boolean) {
  const server = http.createServer((req, res) => {
    setForwardedFor(req, trustProxy);
    res.end(
      JSON.stringify({
        header: req.headers['x-forwarded-for'],
        ip: visitorFromHeaders(req.headers).ip,
      }),
    );
  });
  return server;
}

async function ask(
  server: http.Server,
  headers: Record<string, string>,
): Promise<{ header: string; ip: string }> {
  const { port } = server.address() as AddressInfo;
  return (await fetch(`http://127.0.0.1:${port}/`, { headers })).json();
}

describe('the visitor address Next is given (setForwardedFor)', () => {
  const trusted = front(true);
  const direct = front(false);
  beforeAll(async () => {
    await Promise.all(
      [trusted, direct].map((s) => new Promise<void>((r) => s.listen(0, '127.0.0.1', r))),
    );
  });
  afterAll(() => {
    trusted.close();
    direct.close();
  });

  it('behind a proxy that appends, the address is the one the proxy added, whatever the client wrote before it', async () => {
    for (const forged of ['6.6.6.6', '1.1.1.1, 2.2.2.2', 'not-an-address']) {
      const seen = await ask(trusted, { 'x-forwarded-for': `${forged}, 203.0.113.5` });
      expect(seen).toEqual({ header: '203.0.113.5', ip: '203.0.113.5' });
    }
    expect(await ask(trusted, { 'x-forwarded-for': '2001:db8::1' })).toEqual({
      header: '2001:db8::1',
      ip: '2001:db8::1',
    });
  });

  it('with a trusted proxy that sent no address, or garbage, the socket address counts', async () => {
    expect((await ask(trusted, {})).ip).toBe('127.0.0.1');
    expect((await ask(trusted, { 'x-forwarded-for': '203.0.113.5, <script>' })).ip).toBe(
      '127.0.0.1',
    );
  });

  it('without a trusted proxy, the client header is ignored: the socket address counts', async () => {
    expect(await ask(direct, { 'x-forwarded-for': '203.0.113.5' })).toEqual({
      header: '127.0.0.1',
      ip: '127.0.0.1',
    });
  });
});

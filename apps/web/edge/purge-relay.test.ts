import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCacheClient } from '@tsuzuri/cache-protocol/client';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { FEED_WAIT_MS } from '../front/feed';
import { createEdgeSender, type EdgePurge, edgePurgesFor, relayPurges } from './purge-relay';

const servers: http.Server[] = [];
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  for (const s of servers.splice(0)) s.close();
});

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('what the edge drops for feed events', () => {
  it('purges the tags of content writes, once each', () => {
    expect(
      edgePurgesFor(
        [
          { seq: 1, kind: 'tags', values: ['article:a', 'list:latest:ja'] },
          { seq: 2, kind: 'tags', values: ['article:a'] },
        ],
        false,
      ),
    ).toEqual([{ kind: 'tags', tags: ['article:a', 'list:latest:ja'] }]);
    expect(edgePurgesFor([], false)).toEqual([]);
  });

  it('empties the edge for named keys, a reset, another build, or a feed that lost events', () => {
    for (const kind of ['keys', 'reset', 'version'] as const)
      expect(edgePurgesFor([{ seq: 1, kind, values: ['x'] }], false)).toEqual([{ kind: 'all' }]);
    expect(edgePurgesFor([], true)).toEqual([{ kind: 'all' }]);
  });
});

describe('the edge sender', () => {
  it('sends PURGE with xkey-purge in parts of 100 tags, and the tag on every page for everything', async () => {
    const seen: { method?: string; xkey?: string }[] = [];
    const url = await listen((req, res) => {
      seen.push({ method: req.method, xkey: req.headers['xkey-purge'] as string | undefined });
      res.end('ok');
    });
    const send = createEdgeSender(url);
    const tags = Array.from({ length: 150 }, (_, i) => `article:a${i}`);
    await send({ kind: 'tags', tags });
    await send({ kind: 'all' });
    expect(seen.map((s) => s.method)).toEqual(['PURGE', 'PURGE', 'PURGE']);
    expect(seen[0].xkey?.split(' ')).toHaveLength(100);
    expect(seen[1].xkey?.split(' ')).toEqual(tags.slice(100));
    expect(seen[2].xkey).toBe('site');
  });

  it('rejects when the edge refuses (an address outside its ACL gets 403)', async () => {
    const url = await listen((_req, res) => {
      res.statusCode = 403;
      res.end();
    });
    await expect(createEdgeSender(url)({ kind: 'all' })).rejects.toThrow(/403/);
  });
});

describe('the relay', () => {
  it('empties the edge at start, then sends each purge of the feed twice (at once and after echoMs)', async () => {
    let seq = 5;
    const waits = new Set<string | null>();
    const feed = await listen((req, res) => {
      const query = new URL(req.url ?? '/', 'http://x').searchParams;
      const since = query.get('since');
      if (since) waits.add(query.get('wait'));
      const events =
        since === '5' && seq === 6
          ? [{ seq: 6, at: Date.now(), domain: '', kind: 'tags', values: ['article:a'] }]
          : [];
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ seq, events }));
    });
    const sent: { purge: EdgePurge; at: number }[] = [];
    const client = createCacheClient({ baseUrl: feed, domain: '', adminKey: '', timeoutMs: 500 });
    stops.push(
      relayPurges(
        client,
        async (purge) => void sent.push({ purge, at: Date.now() }),
        pino({ level: 'silent' }),
        {
          intervalMs: 20,
          echoMs: 150,
        },
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(sent.map((s) => s.purge)).toEqual([{ kind: 'all' }]);
    seq = 6;
    await new Promise((r) => setTimeout(r, 300));
    const tagPurges = sent.filter((s) => s.purge.kind === 'tags');
    expect(tagPurges.map((s) => s.purge)).toEqual([
      { kind: 'tags', tags: ['article:a'] },
      { kind: 'tags', tags: ['article:a'] },
    ]);
    expect(tagPurges[1].at - tagPurges[0].at).toBeGreaterThanOrEqual(140);
    // Each read after the first asks the service to hold it until a purge.
    expect([...waits]).toEqual([String(FEED_WAIT_MS)]);
  });
});

/**
 * A feed where nothing happens: each read with `since` is held `holdMs`, then answered with no
 * events; 503 while `down()` says so.
 */
function quietFeed(holdMs: number, down = () => false) {
  return listen((req, res) => {
    if (down()) {
      res.statusCode = 503;
      res.end();
      return;
    }
    const since = new URL(req.url ?? '/', 'http://x').searchParams.get('since');
    setTimeout(
      () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ seq: 5, events: [] }));
      },
      since ? holdMs : 0,
    );
  });
}

describe('the relay, with reads held by the service', () => {
  it('does not take a held read, or its own slow purges, for a feed it could not hear', async () => {
    // Scaled down: reads held 400 ms, the blind bound 500 ms, each purge sent in 150 ms.
    const feed = await quietFeed(400);
    const sent: EdgePurge[] = [];
    const client = createCacheClient({ baseUrl: feed, domain: '', adminKey: '', timeoutMs: 500 });
    stops.push(
      relayPurges(
        client,
        async (purge) => {
          sent.push(purge);
          await new Promise((r) => setTimeout(r, 150));
        },
        pino({ level: 'silent' }),
        { intervalMs: 20, waitMs: 400, blindTrustMs: 500, echoMs: 0 },
      ),
    );
    await new Promise((r) => setTimeout(r, 2000));
    // Emptied once, at start (purges made while it was away are unknown); never again.
    expect(sent).toEqual([{ kind: 'all' }]);
  });

  it('empties the edge again once the feed answers after being unreachable for the bound', async () => {
    let down = false;
    const feed = await quietFeed(100, () => down);
    const sent: EdgePurge[] = [];
    const client = createCacheClient({ baseUrl: feed, domain: '', adminKey: '', timeoutMs: 500 });
    stops.push(
      relayPurges(client, async (purge) => void sent.push(purge), pino({ level: 'silent' }), {
        intervalMs: 20,
        waitMs: 100,
        blindTrustMs: 300,
        echoMs: 0,
      }),
    );
    await new Promise((r) => setTimeout(r, 250));
    down = true;
    await new Promise((r) => setTimeout(r, 450));
    expect(sent).toEqual([{ kind: 'all' }]);
    down = false;
    await new Promise((r) => setTimeout(r, 300));
    // Purges made while it could not hear the feed are unknown: everything goes.
    expect(sent).toEqual([{ kind: 'all' }, { kind: 'all' }]);
  });
});

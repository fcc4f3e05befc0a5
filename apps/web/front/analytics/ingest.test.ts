import http from 'node:http';
import { type AnalyticsEventInput, OTHER_PAGE } from '@tsuzuri/analytics';
import { MAX_REPORT_BYTES } from '@tsuzuri/tracker/protocol';
import { describe, expect, it } from 'vitest';
import { EventQueue } from './queue';
import {
  beacon,
  ownIngestion,
  post,
  READER_UA,
  site,
  stats,
  useIngestionSite,
} from './testing/ingestion-site';

describe('the ingestion endpoints over HTTP', () => {
  useIngestionSite();

  it('answers a beacon with cscode 0 and the ids the tracker keeps, and stores it', async () => {
    const res = await post(
      '/api/web/report',
      beacon({ event: 'page_view', url: 'http://127.0.0.1/en/contact' }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({
      cscode: 0,
      data: {
        tmp_token_id: expect.any(String),
        doc_id: expect.any(String),
        s_id: expect.any(String),
        visit_timestamp: expect.any(Number),
        s_expiration: expect.any(Number),
      },
    });
    await site().queue.flush();
    expect(await stats('/en/contact')).toMatchObject({
      views: 1,
      readers: 1,
      locale: 'en',
      pageName: 'contact',
    });
  });

  it('refuses malformed, unknown, oversized and replayed reports with a clear status', async () => {
    expect(await (await post('/api/web/report', 'not base64!')).json()).toEqual({
      cscode: 400,
      msg: 'body is not base64',
    });
    const unknown = await post('/api/web/report', beacon({ event: 'teleport' }));
    expect([unknown.status, (await unknown.json()).msg]).toEqual([400, 'unknown event "teleport"']);
    const huge = await post('/api/web/report', 'A'.repeat(MAX_REPORT_BYTES + 1));
    expect([huge.status, (await huge.json()).cscode]).toEqual([413, 413]);
    // A declared body a little over the cap is read and dropped, not cut off: the client still
    // sending it hears the 413 rather than a reset (a streamed one is cut off: next test).
    expect(huge.headers.get('connection')).not.toBe('close');
    const once = beacon({ event: 'download', url: '/search-result' }, 'visitor-replayed');
    expect((await post('/api/web/report', once)).status).toBe(200);
    const again = await post('/api/web/report', once);
    expect([again.status, (await again.json()).cscode]).toEqual([409, 409]);
    await site().queue.flush();
    expect(await stats('/search-result')).toMatchObject({ downloads: 1 });
  });

  it('stops reading a streamed body without a length as soon as it passes the cap', async () => {
    const status = await new Promise<[number?, string?]>((resolve, reject) => {
      const req = http.request(
        `${site().base}/api/web/report`,
        { method: 'POST', headers: { 'user-agent': READER_UA } },
        (res) => {
          res.resume();
          resolve([res.statusCode, res.headers.connection]);
        },
      );
      req.on('error', reject);
      // Chunked, no Content-Length: the cap must be enforced while reading.
      const chunk = 'A'.repeat(4096);
      for (let i = 0; i < 8; i++) req.write(chunk);
      req.end();
    });
    // The rest of a body that may never end is not read: the connection closes with the answer.
    expect(status).toEqual([413, 'close']);
    expect(
      (await post('/api/web/report', beacon({ event: 'click', url: '/still-up' }))).status,
    ).toBe(200); // and the server is fine
  });

  it('answers the older /v2/report form with its flat reply', async () => {
    const form = new URLSearchParams({
      event: 'purchase',
      url: 'http://127.0.0.1/pagelink',
      token_id: 'tok-v2',
      recall_data: 'r1',
    }).toString();
    const res = await post('/v2/report', form, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(await res.json()).toEqual({
      cscode: 0,
      token_id: 'tok-v2',
      doc_id: expect.any(String),
      recall_data: 'r1',
      track_data: '',
      ad_channel: '',
      order_tag: '',
      visit_timestamp: expect.any(Number),
    });
    expect((await post('/v2/report', form)).status).toBe(409);
    await site().queue.flush();
    expect(await stats('/pagelink')).toMatchObject({ purchases: 1 });
  });

  it("stores a bot's events flagged, outside the rollups", async () => {
    expect(
      (
        await post('/api/web/report', beacon({ event: 'page_view', url: '/crawled' }), {
          'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
        })
      ).status,
    ).toBe(200);
    await site().queue.flush();
    expect(await stats('/crawled')).toBeUndefined();
    const row = await site()
      .db.selectFrom('analytics_events')
      .select(['bot', 'fields'])
      .where('page_path', '=', '/crawled')
      .executeTakeFirstOrThrow();
    expect(row.bot).toBe(1);
    expect(JSON.parse(row.fields)).toMatchObject({
      event: 'page_view',
      web_version: '2.2.12',
      tmp_token_id: expect.any(String),
    });
  });

  it('answers 503 when the queue is full, and takes the same report once there is room', async () => {
    const stopped = new EventQueue<AnalyticsEventInput>({
      batchSize: 500,
      flushMs: 60_000,
      maxQueued: 1,
      store: (b) => site().repos.analytics.insertBatch(b),
    });
    const { srv, url } = await ownIngestion({ queue: stopped });
    const send = (body: string) =>
      fetch(url, { method: 'POST', body, headers: { 'user-agent': READER_UA } });
    const later = beacon({ event: 'click', url: '/full' });
    expect((await send(beacon({ event: 'click', url: '/full' }))).status).toBe(200);
    const refused = await send(later);
    expect([
      refused.status,
      refused.headers.get('retry-after'),
      (await refused.json()).cscode,
    ]).toEqual([503, '1', 503]);
    expect(stopped.counters.refusedFull).toBe(1);
    await stopped.flush();
    expect((await send(later)).status).toBe(200); // refused means not seen: not a replay
    expect(await stopped.close()).toBe(0);
    srv.close();
  });

  it('keeps made-up page paths out of the rollups: 500 of them add one "other" row', async () => {
    const rows = async () =>
      Number(
        (
          await site()
            .db.selectFrom('analytics_daily')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await site().queue.flush();
    const before = await rows();
    const otherBefore = (await stats(OTHER_PAGE))?.views ?? 0;
    for (let i = 0; i < 500; i++)
      expect(
        (
          await post(
            '/api/web/report',
            beacon({ event: 'page_view', url: `/made-up-${i}`, token_id: `reader-${i}` }),
          )
        ).status,
      ).toBe(200);
    await site().queue.flush();
    expect((await rows()) - before).toBeLessThanOrEqual(1); // the day's "other" row may exist already
    expect(((await stats(OTHER_PAGE))?.views ?? 0) - otherBefore).toBe(500);
  });
});

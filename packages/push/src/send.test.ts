import { generateVapidKeys } from './vapid';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendToAll } from './send';
import { type PushRelay, startPushRelay } from '@tsuzuri/test-support/push-relay';

let ctx: Awaited<ReturnType<typeof tempDb>>;
let store: ReturnType<typeof createRepositories>['pushSubscriptions'];
let relay: PushRelay;
const answers = new Map<string, number>();
/** Per browser, the statuses its push service gives in turn before it accepts (201). */
const failsFirst = new Map<string, number[]>();
const asked = new Map<string, number>();
const noWait = { sleep: async () => {} };
const vapid = { ...generateVapidKeys(), subject: 'mailto:support@tsuzuri.example' };

async function subscribeBrowser(name: string, language = 'ja', at?: string) {
  const { endpoint, keys } = relay.subscribe(name);
  await store.upsert({
    endpoint: at ?? endpoint,
    auth: keys.auth,
    pdhkey: keys.p256dh,
    language,
    diff_time: 32400,
    device_model: 'Windows',
    app_id: '',
    explorer: 'Chrome',
    explorer_version: '131',
  });
}
const send = (language?: string) =>
  sendToAll(
    { title: '新着記事', body: 'DVDコピーの手順', url: '/dvd-copy-guide' },
    { subscriptions: store, vapid, extraHosts: ['127.0.0.1'], language, retry: noWait },
  );

beforeEach(async () => {
  ctx = await tempDb();
  store = createRepositories(ctx.db, 'ja', 30).pushSubscriptions;
  answers.clear();
  failsFirst.clear();
  asked.clear();
  relay = await startPushRelay({
    answer: (name) => {
      asked.set(name, (asked.get(name) ?? 0) + 1);
      return failsFirst.get(name)?.shift() ?? answers.get(name) ?? 201;
    },
  });
});
afterEach(async () => {
  await relay.close();
  await ctx.cleanup();
});

describe('sendToAll', () => {
  it('delivers the message encrypted for each browser and signed with the site key', async () => {
    await subscribeBrowser('a');
    await subscribeBrowser('b');
    expect(await send()).toEqual({ total: 2, sent: 2, removed: 0, failed: 0, skipped: 0 });
    expect(relay.received.map((p) => [p.name, JSON.parse(p.text)])).toEqual([
      ['a', { title: '新着記事', body: 'DVDコピーの手順', url: '/dvd-copy-guide' }],
      ['b', { title: '新着記事', body: 'DVDコピーの手順', url: '/dvd-copy-guide' }],
    ]);
    expect(relay.received[0].vapid).toEqual({
      valid: true,
      publicKey: vapid.publicKey,
      audience: relay.url,
      subject: 'mailto:support@tsuzuri.example',
    });
    expect(relay.received[0].ttl).toBe('86400');
  });

  it('deletes a subscription the push service calls gone (404, 410) and keeps the rest', async () => {
    for (const name of ['gone', 'missing', 'busy', 'fine']) await subscribeBrowser(name);
    answers.set('gone', 410).set('missing', 404).set('busy', 500);
    expect(await send()).toEqual({ total: 4, sent: 1, removed: 2, failed: 1, skipped: 0 });
    expect((await store.list()).map((s) => s.endpoint.split('/').pop())).toEqual(['busy', 'fine']);
  });

  it('tries again when the push service fails (5xx) and gives up after 3 retries; never retries a gone subscription', async () => {
    for (const name of ['flaky', 'down', 'gone']) await subscribeBrowser(name);
    failsFirst.set('flaky', [503, 503]);
    answers.set('down', 503).set('gone', 404);
    expect(await send()).toEqual({ total: 3, sent: 1, removed: 1, failed: 1, skipped: 0 });
    expect(Object.fromEntries(asked)).toEqual({ flaky: 3, down: 4, gone: 1 });
    expect(relay.received.map((p) => p.name)).toEqual(['flaky']);
  });

  it('counts an unreachable push service as a failure and goes on', async () => {
    await subscribeBrowser('first');
    await subscribeBrowser('nobody', 'ja', 'http://127.0.0.1:9/push/nobody');
    await subscribeBrowser('last');
    expect(await send()).toEqual({ total: 3, sent: 2, removed: 0, failed: 1, skipped: 0 });
    expect(await store.count()).toBe(3);
  });

  it('never POSTs to an endpoint outside the trusted push services', async () => {
    await subscribeBrowser('untrusted');
    const report = await sendToAll(
      { title: 't', body: '', url: '/' },
      { subscriptions: store, vapid, extraHosts: [] },
    );
    expect(report).toEqual({ total: 1, sent: 0, removed: 0, failed: 0, skipped: 1 });
    expect(relay.attempts).toEqual([]);
  });

  it('reaches only the readers of one language when asked', async () => {
    await subscribeBrowser('ja-reader', 'ja');
    await subscribeBrowser('en-reader', 'en-US');
    expect(await send('en')).toMatchObject({ total: 1, sent: 1 });
    expect(relay.received.map((p) => p.name)).toEqual(['en-reader']);
  });

  it('pages through more subscriptions than one page holds', async () => {
    for (let i = 0; i < 12; i++) await subscribeBrowser(`s${i}`);
    const report = await sendToAll(
      { title: 't', body: '', url: '/' },
      {
        subscriptions: { list: (p) => store.list({ ...p, limit: 5 }), remove: store.remove },
        vapid,
        extraHosts: ['127.0.0.1'],
      },
    );
    expect(report.sent).toBe(12);
    expect(new Set(relay.received.map((p) => p.name)).size).toBe(12);
  });
});

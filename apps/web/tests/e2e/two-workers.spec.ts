import { expect, test } from '@playwright/test';
import { accessLog, type OwnSite, startOwnSite } from './own-site';
import { rawRequest } from './raw-http';

// A site started with two web workers (WEB_CONCURRENCY=2, node:cluster): every request below
// opens its own connection, which the cluster deals to the workers in turn. The documented
// limits — 5 comments and 3 messages per address per 10 minutes — hold for the instance, not
// for each worker (docs/readers.md).
const PORT = 3110;
let site: OwnSite;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  site = await startOwnSite(PORT, { WEB_CONCURRENCY: '2', WARM_CACHE: 'false' });
});
test.afterAll(async () => {
  await site?.stop();
});

const postJson = (path: string, body: unknown) =>
  rawRequest({ port: PORT, path, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

test('the 6th comment from one address is refused, whichever worker takes it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 9; i++) {
    const res = await postJson('/api/comments', { slug: 'blu-ray-disc-basics', locale: 'ja', name: 'れんとう', email: 'burst@example.com', body: `二つのワーカーへの連投 ${i}` });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429]);
});

test('the 4th contact message from one address is refused, whichever worker takes it', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await postJson('/api/contact', {
      reason: 'review',
      email: 'burst@example.com',
      name: '連投 太郎',
      subject: `二つのワーカー ${i}`,
      message: '二つのワーカーのどちらが受けても、同じ上限で数えられることの確認です。',
    });
    statuses.push(res.status);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429]);
});

test('both workers answered, and both refused', async () => {
  await site.stop();
  const log = accessLog(site.output()).filter((e) => e.method === 'POST');
  for (const path of ['/api/comments', '/api/contact']) {
    const refusedBy = new Set(log.filter((e) => e.path === path && e.status === 429).map((e) => e.pid));
    expect(refusedBy.size, `${path}: workers that answered 429`).toBe(2);
  }
});

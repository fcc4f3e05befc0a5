import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The marker package throws outside a react-server build; Vitest loads it as plain Node.
vi.mock('server-only', () => ({}));

const TOKEN = 'test-admin-token-0123456789';
let ctx: Awaited<ReturnType<typeof tempDb>>;
let GET: typeof import('./route').GET;

beforeAll(async () => {
  ctx = await tempDb();
  Object.assign(process.env, { DATA_DIR: ctx.dir, ADMIN_TOKEN: TOKEN });
  delete process.env.DATABASE_URL; // DATA_DIR/tsuzuri.sqlite: the temp database
  const at = new Date('2030-06-01T08:00:00Z');
  // A fixed route: this database holds no articles, and only pages the site has get their own rollup row.
  const base = {
    receivedAt: at,
    pagePath: '/contact',
    pageName: 'contact',
    route: { kind: 'fixed' as const },
    locale: 'ja',
    reader: 'r1',
    bot: false,
    fields: {},
  };
  const repos = createRepositories(ctx.db, 'ja', 30);
  // The download the server recorded, which the tracker also reported as a click (u3 below).
  await repos.conversions.record({
    at,
    kind: 'download',
    pid: 'video-studio',
    os: 'windows',
    page: { path: '/contact', name: 'contact', locale: 'ja', route: { kind: 'fixed' } },
    attribution: {},
  });
  await repos.analytics.insertBatch([
    { ...base, uploadId: 'u1', event: 'page_view' },
    { ...base, uploadId: 'u2', event: 'page_scroll', scrollDepths: [20, 40, 60, 80, 100] },
    { ...base, uploadId: 'u3', event: 'download' },
  ]);
  ({ GET } = await import('./route'));
});
afterAll(async () => {
  await ctx.cleanup();
});

const get = (
  query: string,
  headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` },
) => GET(new Request(`http://127.0.0.1/api/admin/stats${query}`, { headers }));

describe('the admin stats API', () => {
  it('answers 401 without the admin token or with a wrong one', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0123456789' }] as Record<
      string,
      string
    >[]) {
      const res = await get('?from=2030-06-01&to=2030-06-01', headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ cscode: 401, data: null });
    }
  });

  it("gives the operator a page's views, scroll depth and clicks for the days asked", async () => {
    const res = await get('?from=2030-06-01&to=2030-06-01&page=/contact');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cscode).toBe(200);
    expect(body.data.rows).toEqual([
      expect.objectContaining({
        day: '2030-06-01',
        page: '/contact',
        views: 1,
        readers: 1,
        scroll100: 1,
        downloads: 1, // the server's record; the tracker's click of it is not added
        purchases: 0,
      }),
    ]);
    expect(body.data.pages).toEqual([
      expect.objectContaining({ page: '/contact', views: 1, downloads: 1, downloadRate: 1 }),
    ]);
    expect((await (await get('?from=2030-06-02&to=2030-06-08')).json()).data.rows).toEqual([]);
  });

  it('answers 400 with the reason for a bad range', async () => {
    const res = await get('?from=2030-06-09&to=2030-06-01');
    expect([res.status, (await res.json()).message]).toEqual([400, 'from must not be after to']);
  });
});

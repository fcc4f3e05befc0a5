import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The marker package throws outside a react-server build; Vitest loads it as plain Node.
vi.mock('server-only', () => ({}));

const TOKEN = 'test-admin-token-0123456789';
let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
let list: typeof import('./route').GET;
let moderate: typeof import('./[id]/route').POST;
const purges: { tags: string | null; key: string | undefined }[] = [];
// A stand-in page-cache service, recording the purges an approval sends.
const cache = http.createServer((req, res) => {
  purges.push({
    tags: new URL(req.url ?? '/', 'http://x').searchParams.get('tags'),
    key: req.headers['x-cache-admin-key'] as string | undefined,
  });
  res.setHeader('content-type', 'application/json').end('{"purged":2}');
});

beforeAll(async () => {
  ctx = await commentsTestDb();
  await new Promise<void>((resolve) => cache.listen(0, '127.0.0.1', resolve));
  Object.assign(process.env, {
    DATA_DIR: ctx.dir,
    ADMIN_TOKEN: TOKEN,
    CACHE_URL: `http://127.0.0.1:${(cache.address() as AddressInfo).port}`,
    CACHE_ADMIN_KEY: 'cache-key-0123456789abcdef',
  });
  delete process.env.DATABASE_URL;
  ({ GET: list } = await import('./route'));
  ({ POST: moderate } = await import('./[id]/route'));
});
afterAll(async () => {
  cache.close();
  await ctx.cleanup();
});

const auth = (token = TOKEN) => ({ authorization: `Bearer ${token}` });
const listReq = (query = '', headers: Record<string, string> = auth()) =>
  new Request(`http://127.0.0.1/api/admin/comments${query}`, { headers });
const act = (id: number | string, action: string, headers: Record<string, string> = auth()) =>
  moderate(
    new Request(`http://127.0.0.1/api/admin/comments/${id}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    }),
    {
      params: Promise.resolve({ id: String(id) }),
    },
  );
const newComment = () =>
  ctx.comments.create({
    articleSlug: TEST_ARTICLES.ja,
    locale: 'ja',
    name: '花子',
    email: 'hanako@example.jp',
    body: '質問です',
    status: 'pending',
    holdReason: null,
    ipHash: 'h',
    userAgent: '',
  }) as Promise<number>;

describe('the admin comments API', () => {
  it('answers 401 without the admin token, or with a wrong one, and changes nothing', async () => {
    const id = await newComment();
    for (const headers of [{}, auth('wrong-token-0123456789'), { authorization: TOKEN }]) {
      expect((await list(listReq('', headers))).status).toBe(401);
      expect((await act(id, 'approve', headers)).status).toBe(401);
    }
    expect(await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).toEqual([]);
    expect(purges).toEqual([]);
  });

  it('lists the pending queue, emails included, for the editor', async () => {
    const res = await list(listReq('?status=pending'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cscode).toBe(200);
    expect(body.data[0]).toMatchObject({
      status: 'pending',
      email: 'hanako@example.jp',
      articleSlug: TEST_ARTICLES.ja,
    });
    expect((await list(listReq('?status=bogus'))).status).toBe(400);
  });

  it("approves: the comment is on the article and the article's cached pages are purged", async () => {
    const id = await newComment();
    const res = await act(id, 'approve');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      cscode: 200,
      data: { id, previous: 'pending', status: 'approved', purge: { ok: true, purged: 2 } },
    });
    expect((await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).map((c) => c.id)).toEqual([id]);
    expect(purges).toEqual([
      { tags: `article:${TEST_ARTICLES.ja}`, key: 'cache-key-0123456789abcdef' },
    ]);
  });

  it('rejects and marks spam; unknown ids answer 404, unknown actions 400', async () => {
    const id = await newComment();
    expect((await (await act(id, 'reject')).json()).data.status).toBe('rejected');
    expect((await (await act(id, 'spam')).json()).data.status).toBe('spam');
    expect((await act(987654, 'approve')).status).toBe(404);
    expect((await act(id, 'delete')).status).toBe(400);
    expect((await act('abc', 'approve')).status).toBe(400);
  });
});

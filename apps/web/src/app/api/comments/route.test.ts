import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The marker package throws outside a react-server build; Vitest loads it as plain Node.
vi.mock('server-only', () => ({}));

let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
let POST: (request: Request) => Promise<Response>;

// The route runs against a real database file: DATA_DIR points the site's connection at it.
beforeAll(async () => {
  ctx = await commentsTestDb();
  process.env.DATA_DIR = ctx.dir;
  delete process.env.DATABASE_URL;
  delete process.env.RECAPTCHA_SECRET;
  delete process.env.REDIS_URL;
  ({ POST } = await import('./route'));
});
afterAll(() => ctx.cleanup());

const comment = {
  name: 'Ann',
  email: 'ann@example.com',
  body: 'Helpful, thanks!',
  slug: TEST_ARTICLES.ja,
  locale: 'ja',
};
function post(
  body: unknown,
  {
    query = '',
    ip = '192.0.2.1',
    headers = {},
  }: { query?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return POST(
    new Request(`http://127.0.0.1/api/comments${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

describe('POST /api/comments', () => {
  it('answers 200 {cscode:200, data:{id, status:"pending"}} once the comment is stored', async () => {
    const res = await post(comment);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toEqual({ cscode: 200, data: { id: expect.any(Number), status: 'pending' } });
    expect((await ctx.comments.list({ status: 'pending' })).map((c) => c.id)).toContain(
      json.data.id,
    );
  });

  it("answers invalid input with 400 and the field's message in the request's language", async () => {
    const en = await post({ ...comment, email: 'ann@' }, { query: '?lang=en', ip: '192.0.2.2' });
    expect(en.status).toBe(400);
    expect(await en.json()).toMatchObject({
      cscode: 400,
      message: 'Error: enter a valid email address',
    });

    const ja = await post(
      { ...comment, name: ' ' },
      { headers: { 'accept-language': 'ja-JP,ja;q=0.9' }, ip: '192.0.2.2' },
    );
    expect(await ja.json()).toMatchObject({
      cscode: 400,
      message: 'エラー：有効な名前を入力してください',
    });

    const byLocale = await post(
      { ...comment, locale: 'en', slug: TEST_ARTICLES.en, body: '' },
      { ip: '192.0.2.2' },
    );
    const json = await byLocale.json();
    expect(json.message).toBe('Error: enter valid comment content');
    expect(json.data.errors).toEqual({ body: 'Error: enter valid comment content' });
  });

  it('answers a body that is not a comment at all with the general message', async () => {
    const res = await post('{not json', { query: '?lang=en' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Submission failed');
  });

  it('accepts a plain form post too', async () => {
    const res = await POST(
      new Request('http://127.0.0.1/api/comments', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.3' },
        body: new URLSearchParams(comment),
      }),
    );
    expect(res.status).toBe(200);
  });

  it('stores a form sent as Shift_JIS in Japanese, as it was written', async () => {
    // 「テスト です」 in Shift_JIS, url-encoded: read as UTF-8 it was stored as mojibake.
    const form = new URLSearchParams({ ...comment, body: 'SJIS' })
      .toString()
      .replace('body=SJIS', 'body=%83e%83X%83g+%82%C5%82%B7');
    const res = await POST(
      new Request('http://127.0.0.1/api/comments', {
        method: 'POST',
        headers: {
          'x-forwarded-for': '192.0.2.4',
          'content-type': 'application/x-www-form-urlencoded; charset=Shift_JIS',
        },
        body: form,
      }),
    );
    expect(res.status).toBe(200);
    const { id } = (await res.json()).data;
    const stored = (await ctx.comments.list({ status: 'pending' })).find((c) => c.id === id);
    expect(stored?.body).toBe('テスト です');
  });

  it('answers 429 with Retry-After when one address sends more than 5 in ten minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post({ ...comment, body: `note ${i}` }, { ip: '192.0.2.99', query: '?lang=en' }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await post(comment, { ip: '192.0.2.99', query: '?lang=en' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(
      'Too many comments in a short time; please try again later',
    );
  });
});

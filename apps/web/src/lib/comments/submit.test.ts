import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { commentsTestDb, TEST_ARTICLES } from '@tsuzuri/test-support/comments';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../abuse/rate-limit';
import type { CaptchaConfig } from './captcha';
import { type SubmitDeps, submitComment } from './submit';

let ctx: Awaited<ReturnType<typeof commentsTestDb>>;
beforeEach(async () => {
  ctx = await commentsTestDb();
});
afterEach(() => ctx.cleanup());

// A real captcha verify endpoint on loopback; each test decides how it answers.
let verifyAnswer: { status: number; body: string } = { status: 200, body: '{"success":true}' };
const verifyCalls: URLSearchParams[] = [];
const verifyServer = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    verifyCalls.push(new URLSearchParams(body));
    res
      .writeHead(verifyAnswer.status, { 'content-type': 'application/json' })
      .end(verifyAnswer.body);
  });
});
beforeAll(() => new Promise<void>((resolve) => verifyServer.listen(0, '127.0.0.1', resolve)));
afterAll(() => verifyServer.close());
const verifyUrl = () =>
  `http://127.0.0.1:${(verifyServer.address() as AddressInfo).port}/siteverify`;

const visitor = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0 test' };
const input = (over: Record<string, unknown> = {}) => ({
  name: '山田太郎',
  email: 'taro@example.jp',
  body: 'とても参考になりました。',
  slug: TEST_ARTICLES.ja,
  locale: 'ja',
  website: '',
  ...over,
});
const deps = (over: Partial<SubmitDeps> & { captcha?: CaptchaConfig } = {}): SubmitDeps => ({
  comments: ctx.comments,
  rateLimiter: memoryRateLimiter(5, 600_000),
  captcha: { verifyUrl: verifyUrl() },
  ipSalt: 'test-salt-0123456789',
  ...over,
});
const stored = async () => ctx.comments.list();

describe('submitting a comment', () => {
  it('stores a valid comment as pending, committed before success is answered', async () => {
    const result = await submitComment(input(), visitor, deps());
    expect(result).toEqual({ ok: true, id: expect.any(Number), status: 'pending' });
    const [row] = await stored();
    expect(row).toMatchObject({
      status: 'pending',
      name: '山田太郎',
      email: 'taro@example.jp',
      holdReason: null,
    });
    expect(await ctx.comments.approvedFor(TEST_ARTICLES.ja, 'ja')).toEqual([]);
  });

  it('never stores the raw address, only a salted hash', async () => {
    await submitComment(input(), visitor, deps());
    const raw = ctx.db.selectFrom('comments').select(['ip_hash', 'user_agent']);
    const [row] = await raw.execute();
    expect(row.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain('203.0.113.7');
  });

  it('keeps at most 500 characters of the user agent (a header of any length is not stored whole)', async () => {
    await submitComment(
      input(),
      { ...visitor, userAgent: `Mozilla/5.0 ${'x'.repeat(10_000)}` },
      deps(),
    );
    const [row] = await ctx.db.selectFrom('comments').select('user_agent').execute();
    expect(row.user_agent).toHaveLength(500);
  });

  it('answers invalid input with the field keys and stores nothing', async () => {
    const result = await submitComment(input({ name: '', email: 'nope' }), visitor, deps());
    expect(result).toEqual({
      ok: false,
      httpStatus: 400,
      errors: { name: 'invalidName', email: 'invalidEmail' },
    });
    expect(await stored()).toEqual([]);
  });

  it('refuses a comment on an article that does not exist', async () => {
    expect(await submitComment(input({ slug: 'no-such-article' }), visitor, deps())).toMatchObject({
      ok: false,
      httpStatus: 400,
      errors: { form: 'failed' },
    });
  });

  it('files a filled honeypot as spam while answering the bot exactly like a person', async () => {
    const result = await submitComment(input({ website: 'http://bot.example' }), visitor, deps());
    expect(result).toEqual({ ok: true, id: expect.any(Number), status: 'pending' });
    expect((await stored())[0]).toMatchObject({ status: 'spam', holdReason: 'honeypot' });
  });

  it('limits one address to 5 comments per window, others unaffected', async () => {
    const d = deps();
    for (let i = 0; i < 5; i++)
      expect((await submitComment(input({ body: `コメント${i}` }), visitor, d)).ok).toBe(true);
    const sixth = await submitComment(input(), visitor, d);
    // Said as what it is: a reader told only 「送信に失敗しました」 tries again at once.
    expect(sixth).toMatchObject({ ok: false, httpStatus: 429, errors: { form: 'rateLimited' } });
    expect((await submitComment(input(), { ...visitor, ip: '198.51.100.1' }, d)).ok).toBe(true);
    expect(await stored()).toHaveLength(6);
  });

  it('counts an IPv6 /64 as one address: a line cannot rotate through its addresses for a fresh limit', async () => {
    const d = deps();
    const from = (ip: string) => submitComment(input(), { ...visitor, ip }, d);
    for (let i = 1; i <= 5; i++) expect((await from(`2001:db8:7:1::${i}`)).ok).toBe(true);
    expect(await from('2001:db8:7:1:ffff:ffff:ffff:ffff')).toMatchObject({
      ok: false,
      httpStatus: 429,
    });
    expect((await from('2001:db8:7:2::1')).ok).toBe(true);
  });

  it('holds a comment with more than two links, and one with an NG word in any width or kana', async () => {
    await submitComment(
      input({ body: 'https://a.example https://b.example https://c.example' }),
      visitor,
      deps(),
    );
    await submitComment(input({ body: 'ｵﾝﾗｲﾝｶｼﾞﾉはこちら' }), visitor, deps());
    await submitComment(input({ body: 'おんらいんかじのはこちら' }), visitor, deps());
    expect((await stored()).map((c) => [c.status, c.holdReason])).toEqual([
      ['pending', 'links'],
      ['pending', 'ng-word'],
      ['pending', 'ng-word'],
    ]);
  });
});

describe('captcha (only when a secret is configured)', () => {
  const withSecret = () =>
    deps({ captcha: { secret: 'captcha-secret', verifyUrl: verifyUrl(), timeoutMs: 2000 } });

  it('is not asked at all without a secret', async () => {
    verifyCalls.length = 0;
    expect((await submitComment(input({ captchaToken: 'tok' }), visitor, deps())).ok).toBe(true);
    expect(verifyCalls).toHaveLength(0);
  });

  it('stores the comment when the provider confirms the token (secret and token sent)', async () => {
    verifyAnswer = { status: 200, body: '{"success":true}' };
    verifyCalls.length = 0;
    expect(
      (await submitComment(input({ captchaToken: 'good-token' }), visitor, withSecret())).ok,
    ).toBe(true);
    expect(verifyCalls[0].get('secret')).toBe('captcha-secret');
    expect(verifyCalls[0].get('response')).toBe('good-token');
    expect((await stored())[0].holdReason).toBeNull();
  });

  it('refuses a token the provider rejects, with the general message, storing nothing', async () => {
    verifyAnswer = {
      status: 200,
      body: '{"success":false,"error-codes":["invalid-input-response"]}',
    };
    expect(
      await submitComment(input({ captchaToken: 'forged' }), visitor, withSecret()),
    ).toMatchObject({ ok: false, httpStatus: 400, errors: { form: 'failed' } });
    expect(await stored()).toEqual([]);
  });

  it('holds the comment for review when the provider fails (500) — the visitor is not turned away', async () => {
    verifyAnswer = { status: 500, body: 'oops' };
    expect((await submitComment(input({ captchaToken: 'tok' }), visitor, withSecret())).ok).toBe(
      true,
    );
    expect((await stored())[0]).toMatchObject({
      status: 'pending',
      holdReason: 'captcha-unverified',
    });
  });

  it('holds the comment when the provider cannot be reached at all', async () => {
    const unreachable = deps({
      captcha: { secret: 's', verifyUrl: 'http://127.0.0.1:9/siteverify', timeoutMs: 1000 },
    });
    expect((await submitComment(input({ captchaToken: 'tok' }), visitor, unreachable)).ok).toBe(
      true,
    );
    expect((await stored())[0].holdReason).toBe('captcha-unverified');
  });

  it('holds, not refuses, a comment sent without a token (a browser without JavaScript)', async () => {
    expect((await submitComment(input(), visitor, withSecret())).ok).toBe(true);
    expect((await stored())[0].holdReason).toBe('captcha-missing');
  });
});

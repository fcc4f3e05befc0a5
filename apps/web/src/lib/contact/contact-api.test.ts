import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../abuse/rate-limit';
import { contactApiResponse } from './contact-api';
import type { ContactSubmitDeps, ContactVisitor } from './submit';

const good = {
  reason: 'advertising',
  email: 'ads@example.com',
  name: 'Ad Agency',
  subject: 'Banner campaign',
  message: 'We would like to place a banner on your DVD category pages next month.',
};

let ctx: Awaited<ReturnType<typeof tempDb>>;
let deps: ContactSubmitDeps;
let repo: ReturnType<typeof createRepositories>['messages'];
beforeEach(async () => {
  ctx = await tempDb();
  repo = createRepositories(ctx.db, 'ja').messages;
  deps = {
    messages: repo,
    limiter: memoryRateLimiter(3, 600_000),
    mailer: null,
    contactEmail: 'contact@tsuzuri.example',
    editorLocale: 'ja',
    ipSalt: 'salt-salt-salt-salt',
    defer: () => {},
    log: { warn() {}, error() {} },
  };
});
afterEach(() => ctx.cleanup());

const visitorOf = (headers: Headers, locale: unknown): ContactVisitor => ({
  ip: headers.get('x-forwarded-for') ?? 'unknown',
  userAgent: headers.get('user-agent'),
  locale: locale === 'en' ? 'en' : 'ja',
});
const post = (body: unknown, headers: Record<string, string> = {}) =>
  contactApiResponse(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...headers },
      body: JSON.stringify(body),
    }),
    async () => deps,
    visitorOf,
  );

describe('POST /api/contact', () => {
  it('refuses JSON with a prototype key as an empty submission and stores nothing', async () => {
    const raw = (text: string) =>
      contactApiResponse(
        new Request('http://127.0.0.1/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: text,
        }),
        async () => deps,
        visitorOf,
      );
    for (const poisoned of [
      `{"__proto__":{"polluted":1},${JSON.stringify(good).slice(1)}`,
      `{"constructor":{"prototype":{"x":1}},${JSON.stringify(good).slice(1)}`,
    ]) {
      const res = await raw(poisoned);
      expect(res.status).toBe(400);
      expect(
        ((await res.json()) as { data: { errors: Record<string, string> } }).data.errors,
      ).toHaveProperty('email');
    }
    expect(await repo.list(5)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stores a valid message and answers 200 in the envelope', async () => {
    const res = await post({ ...good, locale: 'en' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ cscode: 200, data: { received: true } });
    expect((await repo.list(5))[0]).toMatchObject({
      reason: 'advertising',
      locale: 'en',
      subject: 'Banner campaign',
    });
  });

  it('answers 400 with the form’s message in the request’s locale', async () => {
    const en = await post({ ...good, email: 'ads@', locale: 'en' });
    expect(en.status).toBe(400);
    expect(await en.json()).toEqual({
      cscode: 400,
      data: { errors: { email: 'Enter a valid email format' } },
      message: 'Enter a valid email format',
    });

    const ja = await post({ ...good, message: '短い' });
    expect(await ja.json()).toMatchObject({
      cscode: 400,
      message: 'メッセージは20文字以上で入力してください',
    });

    const empty = await post({ locale: 'en' });
    expect(await empty.json()).toMatchObject({
      cscode: 400,
      message: 'Fill in all fields marked *',
    });
    const notJson = await contactApiResponse(
      new Request('http://127.0.0.1/api/contact?language=en', { method: 'POST', body: 'hello' }),
      async () => deps,
      visitorOf,
    );
    expect(notJson.status).toBe(400);
    expect((await notJson.json()).message).toBe('Fill in all fields marked *');
    expect(await repo.list(5)).toHaveLength(0);
  });

  it('accepts a posted form too', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries(good)) form.set(k, v);
    const res = await contactApiResponse(
      new Request('http://127.0.0.1/api/contact', { method: 'POST', body: form }),
      async () => deps,
      visitorOf,
    );
    expect(res.status).toBe(200);
  });

  it('answers 429 with Retry-After once an address sent three messages', async () => {
    for (let i = 0; i < 3; i++) expect((await post(good)).status).toBe(200);
    const res = await post({ ...good, locale: 'en' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).message).toBe('Too many messages in a short time; try again later');
  });

  it('answers 500 with the network message when the message could not be stored', async () => {
    await ctx.db.destroy();
    ctx.cleanup = async () => {};
    const res = await post({ ...good, locale: 'en' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      cscode: 500,
      data: null,
      message: 'Network error, try again later',
    });
  });
});

import crypto from 'node:crypto';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let ctx: Awaited<ReturnType<typeof tempDb>>;
let register: (request: Request) => Promise<Response>;
let unregister: (request: Request) => Promise<Response>;

// The routes run against a real database file (DATA_DIR points the site's connection at it) on
// the embedded default, where the site makes its VAPID keys and web push is open.
beforeAll(async () => {
  ctx = await tempDb();
  process.env.DATA_DIR = ctx.dir;
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'WEB_PUSH',
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
    'PUSH_ENDPOINT_HOSTS',
  ])
    delete process.env[name];
  ({ POST: register } = await import('./register/route'));
  ({ POST: unregister } = await import('./unregister/route'));
});
afterAll(() => ctx.cleanup());

const browserKey = () => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
};
const registration = (over: Record<string, unknown> = {}) => ({
  language: 'ja',
  diff_time: 32400,
  device_model: 'Windows',
  app_id: '',
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
  auth: crypto.randomBytes(16).toString('base64url'),
  pdhkey: browserKey(),
  explorer: 'Chrome',
  explorer_version: '131.0.6778.86',
  ...over,
});
const post = (route: typeof register, body: unknown, ip = '192.0.2.1') =>
  route(
    new Request('http://127.0.0.1/index.php/sub/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
const stored = () => ctx.db.selectFrom('push_subscriptions').selectAll().execute();

describe('POST /index.php/sub/register', () => {
  it('stores the subscription and answers {code: 200}', async () => {
    const body = registration();
    const res = await post(register, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 200 });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const rows = await stored();
    expect(rows.find((r) => r.endpoint === body.endpoint)).toMatchObject({
      auth: body.auth,
      p256dh: body.pdhkey,
      language: 'ja',
      diff_time: 32400,
      explorer: 'Chrome',
    });
  });

  it('answers {code: 400, msg} to a body that is not a registration, storing nothing', async () => {
    const before = (await stored()).length;
    for (const [body, msg] of [
      ['{not json', /JSON/],
      [{ ...registration(), diff_time: 'UTC+9' }, /diff_time/],
      [{ ...registration(), pdhkey: 'short' }, /pdhkey/],
      [{ language: 'ja' }, /./],
    ] as const) {
      const res = await post(register, body, '192.0.2.2');
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.code).toBe(400);
      expect(json.msg).toMatch(msg);
    }
    expect((await stored()).length).toBe(before);
  });

  it('refuses an endpoint that is not a browser push service (the sender would POST there)', async () => {
    const res = await post(
      register,
      registration({ endpoint: 'https://127.0.0.1:40010/reset' }),
      '192.0.2.3',
    );
    expect(await res.json()).toEqual({ code: 400, msg: 'endpoint: not a known push service' });
  });

  it('answers 429 once one address registers more than 20 times in ten minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await (await post(register, registration(), '192.0.2.99')).json()).code);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('counts an IPv6 /64 as one address: a line cannot rotate through its addresses for a fresh limit', async () => {
    const codes: number[] = [];
    for (let i = 1; i <= 21; i++)
      codes.push(
        (await (await post(register, registration(), `2001:db8:7:1::${i.toString(16)}`)).json())
          .code,
      );
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
    expect((await (await post(register, registration(), '2001:db8:7:2::1')).json()).code).toBe(200);
  });
});

describe('POST /index.php/sub/unregister', () => {
  it('forgets the endpoint: the visitor is back to not subscribed', async () => {
    const body = registration();
    await post(register, body, '192.0.2.4');
    const res = await post(unregister, { endpoint: body.endpoint }, '192.0.2.4');
    expect(await res.json()).toEqual({ code: 200 });
    expect((await stored()).some((r) => r.endpoint === body.endpoint)).toBe(false);
    expect((await (await post(unregister, { endpoint: 'nope' }, '192.0.2.4')).json()).code).toBe(
      400,
    );
  });
});

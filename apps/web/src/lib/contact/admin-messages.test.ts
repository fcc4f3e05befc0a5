import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminMessagesResponse } from './admin-messages';

const TOKEN = 'admin-token-0123456789';
let ctx: Awaited<ReturnType<typeof tempDb>>;
beforeEach(async () => {
  ctx = await tempDb();
});
afterEach(() => ctx.cleanup());

const get = (query: string, auth?: string) => {
  const messages = createRepositories(ctx.db, 'ja').messages;
  const request = new Request(`http://127.0.0.1/api/admin/messages${query}`, {
    headers: auth ? { authorization: auth } : {},
  });
  return adminMessagesResponse(request, TOKEN, (limit) => messages.list(limit));
};

describe('GET /api/admin/messages', () => {
  it('answers 401 without the admin token', async () => {
    expect((await get('')).status).toBe(401);
    expect((await get('', 'Bearer wrong-token-000000')).status).toBe(401);
  });

  it('lists the messages newest first, up to ?limit=', async () => {
    const repo = createRepositories(ctx.db, 'ja').messages;
    const base = {
      reason: 'affiliate' as const,
      name: '佐藤',
      email: 'sato@example.jp',
      body: 'アフィリエイトの提携条件を教えてください。よろしくお願いします。',
      locale: 'ja',
      ipHash: null,
      userAgent: null,
      mailStatus: 'not_configured' as const,
    };
    await repo.create({ ...base, subject: 'first' }, new Date('2026-05-01T00:00:00Z'));
    await repo.create({ ...base, subject: 'second' }, new Date('2026-05-02T00:00:00Z'));

    const res = await get('?limit=1', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.cscode).toBe(200);
    expect(body.data.messages).toHaveLength(1);
    expect(body.data.messages[0]).toMatchObject({
      subject: 'second',
      email: 'sato@example.jp',
      reason: 'affiliate',
      mailStatus: 'not_configured',
    });
    expect(
      (await (await get('', `Bearer ${TOKEN}`)).json()).data.messages.map(
        (m: { subject: string }) => m.subject,
      ),
    ).toEqual(['second', 'first']);
    expect((await get('?limit=abc', `Bearer ${TOKEN}`)).status).toBe(400);
  });
});

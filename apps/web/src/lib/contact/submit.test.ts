import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../abuse/rate-limit';
import { type Mailer, smtpMailer } from './mailer';
import { type ContactSubmitDeps, type ContactVisitor, submitContact } from './submit';
import { closedPort, startSmtpSink } from './testing/smtp-sink';

const good = {
  reason: 'review',
  email: 'taro@example.jp',
  name: '山田 太郎',
  subject: '新製品のレビューについて',
  message: '新しい動画変換ソフトのレビュー記事をお願いできますでしょうか。',
  website: '',
};
const visitor: ContactVisitor = {
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (test)',
  locale: 'ja',
};

let ctx: Awaited<ReturnType<typeof tempDb>>;
let deferred: Promise<unknown>[];
const logged: string[] = [];
const log = { warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) };

beforeEach(async () => {
  ctx = await tempDb();
  deferred = [];
  logged.length = 0;
});
afterEach(() => ctx.cleanup());

function deps(over: Partial<ContactSubmitDeps> = {}): ContactSubmitDeps {
  return {
    messages: createRepositories(ctx.db, 'ja').messages,
    limiter: memoryRateLimiter(3, 10 * 60_000),
    mailer: null,
    contactEmail: 'contact@tsuzuri.example',
    editorLocale: 'ja',
    ipSalt: 'test-salt-0123456789',
    // Like Next's after(): the task starts once the visitor's answer is on its way.
    defer: (task) => deferred.push(Promise.resolve().then(task)),
    log,
    ...over,
  };
}
const stored = () => createRepositories(ctx.db, 'ja').messages.list();

describe('submitContact', () => {
  it('commits the message before answering success, without raw address', async () => {
    expect(await submitContact(good, visitor, deps())).toEqual({ status: 'sent' });
    const [m] = await stored();
    expect(m).toMatchObject({
      reason: 'review',
      email: 'taro@example.jp',
      name: '山田 太郎',
      body: good.message,
      locale: 'ja',
      userAgent: 'Mozilla/5.0 (test)',
      mailStatus: 'not_configured',
      mailedAt: null,
    });
    expect(m.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(m)).not.toContain('203.0.113.7');
    expect(deferred).toHaveLength(0);
  });

  it('answers without waiting for a mail server that hangs', async () => {
    const hanging: Mailer = { send: () => new Promise(() => {}) };
    expect(await submitContact(good, visitor, deps({ mailer: hanging }))).toEqual({
      status: 'sent',
    });
    expect((await stored())[0].mailStatus).toBe('pending');
  });

  it('mails the editors (reply-to the visitor) and auto-replies in the visitor’s language', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = smtpMailer(smtp.url, 'Tsuzuri <no-reply@tsuzuri.example>', 3000);
      const outcome = await submitContact(
        { ...good, name: 'Jane Doe', email: 'jane@example.com' },
        { ...visitor, locale: 'en' },
        deps({ mailer }),
      );
      expect(outcome).toEqual({ status: 'sent' });
      await Promise.all(deferred);
      const [toEditors, autoReply] = await smtp.waitForMails(2);
      const [m] = await stored();

      expect(toEditors.envelopeTo).toEqual(['contact@tsuzuri.example']);
      expect(toEditors.header('reply-to')).toBe('Jane Doe <jane@example.com>');
      expect(toEditors.header('subject')).toBe(
        `[Tsuzuri お問い合わせ #${m.id}] レビュー記事のご依頼｜新製品のレビューについて`,
      );
      expect(toEditors.text).toContain(good.message);
      expect(toEditors.text).toContain('jane@example.com');

      expect(autoReply.envelopeTo).toEqual(['jane@example.com']);
      expect(autoReply.header('from')).toBe('Tsuzuri <no-reply@tsuzuri.example>');
      expect(autoReply.header('reply-to')).toBe('contact@tsuzuri.example');
      expect(autoReply.header('subject')).toBe(
        `[Tsuzuri] We received your message (reference ${m.id})`,
      );
      expect(autoReply.header('auto-submitted')).toBe('auto-replied');
      // Nothing the visitor typed is echoed to an address anyone could have entered.
      expect(autoReply.text).not.toContain(good.message);

      expect(m).toMatchObject({
        mailStatus: 'sent',
        mailError: null,
        mailedAt: expect.any(String),
      });
    } finally {
      await smtp.close();
    }
  });

  it('stores and mails a message sent twice by a double click once, thanking both times', async () => {
    const sent: string[] = [];
    const mailer: Mailer = {
      send: async (mail) => {
        sent.push(String(mail.to));
      },
    };
    const d = deps({ mailer });
    const answers = await Promise.all([
      submitContact(good, visitor, d),
      submitContact(good, visitor, d),
    ]);
    expect(answers).toEqual([{ status: 'sent' }, { status: 'sent' }]);
    await Promise.all(deferred);
    expect(await stored()).toHaveLength(1);
    expect(sent, 'the editors and the auto-reply, once each').toHaveLength(2);
  });

  it('keeps the message and still thanks the visitor when the mail server is down', async () => {
    const mailer = smtpMailer(
      `smtp://127.0.0.1:${await closedPort()}`,
      'no-reply@tsuzuri.example',
      3000,
    );
    expect(await submitContact(good, visitor, deps({ mailer }))).toEqual({ status: 'sent' });
    await Promise.all(deferred);
    const [m] = await stored();
    expect(m).toMatchObject({
      body: good.message,
      mailStatus: 'failed',
      mailedAt: expect.any(String),
    });
    expect(m.mailError).toMatch(/editor mail: .*ECONNREFUSED/);
    expect(logged.join('\n')).toContain(`contact message #${m.id}`);
  });

  it('returns the field errors and stores nothing for bad input', async () => {
    const outcome = await submitContact(
      { ...good, email: 'taro@', message: '短いです' },
      visitor,
      deps(),
    );
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { email: 'invalidEmail', message: 'messageTooShort' },
    });
    expect(await stored()).toHaveLength(0);
  });

  it('pretends success to a bot that filled the honeypot, storing and mailing nothing', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = smtpMailer(smtp.url, 'no-reply@tsuzuri.example', 3000);
      expect(
        await submitContact(
          { ...good, website: 'https://spam.example' },
          visitor,
          deps({ mailer }),
        ),
      ).toEqual({ status: 'sent' });
      await Promise.all(deferred);
      expect(await stored()).toHaveLength(0);
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('accepts three messages per address per ten minutes, then refuses without storing', async () => {
    const d = deps();
    // Refused input does not use up the allowance.
    await submitContact({ ...good, email: '' }, visitor, d);
    for (let i = 0; i < 3; i++)
      expect(await submitContact({ ...good, subject: `件名 ${i}` }, visitor, d)).toEqual({
        status: 'sent',
      });
    expect(await submitContact(good, visitor, d)).toMatchObject({
      status: 'rateLimited',
      retryAfterMs: expect.any(Number),
    });
    expect(await submitContact(good, { ...visitor, ip: '198.51.100.2' }, d)).toEqual({
      status: 'sent',
    });
    expect(await stored()).toHaveLength(4);
  });

  it('counts an IPv6 /64 as one address: a line cannot rotate through its addresses for a fresh limit', async () => {
    const d = deps();
    const from = (ip: string) => submitContact(good, { ...visitor, ip }, d);
    for (let i = 1; i <= 3; i++)
      expect(await from(`2001:db8:7:1::${i}`)).toEqual({ status: 'sent' });
    expect(await from('2001:db8:7:1:ffff:ffff:ffff:ffff')).toMatchObject({ status: 'rateLimited' });
    expect(await from('2001:db8:7:2::1')).toEqual({ status: 'sent' });
  });

  it('tells the visitor to retry when the message could not be stored', async () => {
    const d = deps();
    await ctx.db.destroy();
    expect(await submitContact(good, visitor, d)).toEqual({ status: 'failed' });
    ctx.cleanup = async () => {};
  });
});

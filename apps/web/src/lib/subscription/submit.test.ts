import { createRepositories } from '@/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '../abuse/rate-limit';
import { type Mailer, smtpMailer } from '../contact/mailer';
import { closedPort, startSmtpSink } from '../contact/testing/smtp-sink';
import { type SubscribeDeps, submitSubscription } from './submit';

let ctx: Awaited<ReturnType<typeof tempDb>>;
let deferred: Promise<unknown>[];
const logged: string[] = [];
beforeEach(async () => {
  ctx = await tempDb();
  deferred = [];
  logged.length = 0;
});
afterEach(() => ctx.cleanup());

const visitor = { ip: '203.0.113.9' };
const repo = () => createRepositories(ctx.db, 'ja').subscribers;
function deps(mailer: Mailer | null, over: Partial<SubscribeDeps> = {}): SubscribeDeps {
  return {
    subscribers: repo(),
    limiter: memoryRateLimiter(5, 10 * 60_000),
    ipSalt: 'test-salt-0123456789',
    mail: mailer ? { mailer, siteUrl: 'https://tsuzuri.example', defaultLocale: 'ja' } : null,
    defer: (task) => deferred.push(Promise.resolve().then(task)),
    log: { warn: (m: string) => logged.push(m), error: (m: string) => logged.push(m) },
    ...over,
  };
}
const rows = () => ctx.db.selectFrom('subscribers').selectAll().execute();

describe('the footer subscription without mail', () => {
  it('subscribes a valid address at once, and refuses an invalid one', async () => {
    expect(await submitSubscription({ email: 'taro@example.jp' }, 'ja', visitor, deps(null))).toBe(
      'ok',
    );
    expect(await submitSubscription({ email: 'taro@' }, 'ja', visitor, deps(null))).toBe('invalid');
    expect(await repo().count()).toBe(1);
  });

  it('stores an address typed with a full-width ＠ as the address it is', async () => {
    expect(await submitSubscription({ email: 'taro＠example.jp' }, 'ja', visitor, deps(null))).toBe(
      'ok',
    );
    expect((await rows()).map((r) => r.email)).toEqual(['taro@example.jp']);
  });

  it('accepts 5 addresses from one sender per 10 minutes, then refuses without storing', async () => {
    const d = deps(null);
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await submitSubscription({ email: `flood${i}@example.jp` }, 'ja', visitor, d));
    expect(answers.filter((a) => a === 'ok')).toHaveLength(5);
    expect(answers.slice(5).every((a) => a === 'rateLimited')).toBe(true);
    expect(await repo().count()).toBe(5);
    expect(
      await submitSubscription({ email: 'other@example.jp' }, 'ja', { ip: '198.51.100.7' }, d),
    ).toBe('ok');
  });

  it('counts an IPv6 /64 as one sender: a line cannot rotate through its addresses for a fresh limit', async () => {
    const d = deps(null);
    const from = (i: number, ip: string) =>
      submitSubscription({ email: `v6-${i}@example.jp` }, 'ja', { ip }, d);
    for (let i = 1; i <= 5; i++) expect(await from(i, `2001:db8:7:1::${i}`)).toBe('ok');
    expect(await from(6, '2001:db8:7:1:ffff:ffff:ffff:ffff')).toBe('rateLimited');
    expect(await from(7, '2001:db8:7:2::1')).toBe('ok');
  });

  it('answers a filled honeypot like a person, storing nothing', async () => {
    expect(
      await submitSubscription(
        { email: 'bot@example.jp', website: 'http://spam.example' },
        'ja',
        visitor,
        deps(null),
      ),
    ).toBe('ok');
    expect(await rows()).toEqual([]);
  });
});

describe('the footer subscription with mail (double opt-in)', () => {
  it('stores the address pending and mails a confirmation and an unsubscribe link, in the visitor’s language', async () => {
    const smtp = await startSmtpSink();
    try {
      const mailer = smtpMailer(smtp.url, 'Tsuzuri <no-reply@tsuzuri.example>', 3000);
      expect(
        await submitSubscription({ email: 'Jane@Example.com' }, 'en', visitor, deps(mailer)),
      ).toBe('pending');
      await Promise.all(deferred);
      const [mail] = await smtp.waitForMails(1);
      expect(mail.envelopeTo).toEqual(['jane@example.com']);
      expect(mail.header('subject')).toBe('[Tsuzuri] Confirm your subscription');
      const confirm =
        /https:\/\/tsuzuri\.example\/en\/subscription\/confirm\?token=([\w-]{43})/.exec(mail.text);
      const unsubscribe =
        /https:\/\/tsuzuri\.example\/en\/subscription\/unsubscribe\?token=([\w-]{43})/.exec(
          mail.text,
        );
      expect(confirm && unsubscribe).toBeTruthy();
      expect(mail.header('list-unsubscribe')).toBe(`<${unsubscribe?.[0]}>`);
      expect(await repo().count()).toBe(0);
      expect(await repo().confirm(confirm?.[1] ?? '')).toBe('confirmed');
      expect(await repo().count()).toBe(1);
    } finally {
      await smtp.close();
    }
  });

  it('mails one address once however often it is entered, and says the same each time', async () => {
    const smtp = await startSmtpSink();
    try {
      const d = deps(smtpMailer(smtp.url, 'no-reply@tsuzuri.example', 3000), {
        limiter: memoryRateLimiter(100, 60_000),
      });
      for (let i = 0; i < 5; i++)
        expect(await submitSubscription({ email: 'victim@example.jp' }, 'ja', visitor, d)).toBe(
          'pending',
        );
      await Promise.all(deferred);
      await smtp.waitForMails(2, 500);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0].header('subject')).toBe('【Tsuzuri】メール配信登録の確認');
      expect(smtp.mails[0].text).toContain('https://tsuzuri.example/subscription/confirm?token=');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the address pending and lets the visitor ask again at once when the mail server is down', async () => {
    const d = deps(
      smtpMailer(`smtp://127.0.0.1:${await closedPort()}`, 'no-reply@tsuzuri.example', 2000),
    );
    expect(await submitSubscription({ email: 'retry@example.jp' }, 'ja', visitor, d)).toBe(
      'pending',
    );
    await Promise.all(deferred);
    expect(logged.join('\n')).toContain('confirmation mail not sent');
    expect((await rows())[0]).toMatchObject({ status: 'pending', confirm_sent_at: null });
  });
});

import 'server-only';
import { repositories } from '@/repositories';
import { siteConfig } from '@tsuzuri/config';
import { after } from 'next/server';
import { serverEnv } from '@/env';
import { sharedLimiter } from '../abuse/shared-limiter';
import { siteMailer } from '../contact/runtime';
import { ipHashSalt } from '../visitor';
import type { SubscribeDeps } from './submit';

/** Five subscriptions per address per ten minutes: a person subscribes once (typos included). */
export const SUBSCRIBE_RATE = { limit: 5, windowMs: 10 * 60_000 } as const;

/** What a real subscription runs against: the shared database, limiter and SMTP transport. */
export async function subscribeDeps(): Promise<SubscribeDeps> {
  const config = siteConfig();
  const mailer = siteMailer();
  return {
    subscribers: (await repositories()).subscribers,
    limiter: sharedLimiter('subscribe', SUBSCRIBE_RATE, serverEnv().REDIS_URL),
    ipSalt: ipHashSalt(),
    mail: mailer ? { mailer, siteUrl: config.siteUrl, defaultLocale: config.defaultLocale } : null,
    // The visitor's answer does not wait for SMTP; Next runs this once the response is sent.
    defer: (task) => after(task),
    log: console,
  };
}

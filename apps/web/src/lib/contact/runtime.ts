import 'server-only';
import { isConfiguredLocale, siteConfig } from '@tsuzuri/config';
import { repositories } from '@/repositories';
import type { Locale } from '@tsuzuri/config';
import { after } from 'next/server';
import { serverEnv } from '@/env';
import { sharedLimiter } from '../abuse/shared-limiter';
import { ipHashSalt, visitorFromHeaders } from '../visitor';
import { type Mailer, smtpMailer } from './mailer';
import type { ContactSubmitDeps, ContactVisitor } from './submit';

/** Three messages per address per ten minutes: plenty for a person, little for a script. */
export const CONTACT_RATE = { limit: 3, windowMs: 10 * 60_000 } as const;

const shared = globalThis as unknown as { tsuzuriContactMailer?: Mailer };

/** The site's one SMTP transport (contact and subscription mail), or null without SMTP_URL. */
export function siteMailer(): Mailer | null {
  const env = serverEnv();
  if (!env.SMTP_URL) return null;
  shared.tsuzuriContactMailer ??= smtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return shared.tsuzuriContactMailer;
}

/** What a real submission runs against: the shared database, limiter and SMTP transport. */
export async function contactSubmitDeps(): Promise<ContactSubmitDeps> {
  const env = serverEnv();
  const config = siteConfig();
  return {
    messages: (await repositories()).messages,
    limiter: sharedLimiter('contact', CONTACT_RATE, env.REDIS_URL),
    mailer: siteMailer(),
    contactEmail: config.contactEmail,
    editorLocale: config.defaultLocale,
    ipSalt: ipHashSalt(),
    // The visitor's answer does not wait for SMTP; Next runs this once the response is sent.
    defer: (task) => after(task),
    log: console,
  };
}

/** A locale the site serves, else the default (a message is never refused for its locale). */
export function contactLocale(value: unknown): Locale {
  return typeof value === 'string' && isConfiguredLocale(value)
    ? value
    : siteConfig().defaultLocale;
}

/**
 * Who sent it: the one address the front wrote into x-forwarded-for (the socket's, or the one
 * a trusted proxy added), so a client cannot pick its own rate-limit bucket.
 */
export function contactVisitor(headers: Headers, locale: unknown): ContactVisitor {
  const { ip, userAgent } = visitorFromHeaders(headers);
  return { ip, userAgent: userAgent || null, locale: contactLocale(locale) };
}

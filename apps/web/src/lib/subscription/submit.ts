import type { Locale } from '@tsuzuri/config';
import type { SubscribersRepository } from '@tsuzuri/readers';
import { z } from 'zod';
import { addressKey } from '../abuse/address-key';
import type { RateLimiter } from '../abuse/rate-limit';
import type { Mailer } from '../contact/mailer';
import { isValidEmail, normalizeEmail } from '../email';
import { pathFor } from '../site-routes';
import { hashIp } from '../visitor';
import { confirmationMail } from './mails';

/** ok: subscribed (no mail configured); pending: "check your mail" (mail configured). */
export type SubscribeOutcome = 'ok' | 'pending' | 'invalid' | 'rateLimited' | 'failed';

export const CONFIRMATION = { ttlMs: 24 * 3_600_000, resendAfterMs: 10 * 60_000 } as const;

export type SubscribeDeps = {
  subscribers: Pick<SubscribersRepository, 'add' | 'requestConfirmation' | 'confirmationNotSent'>;
  limiter: RateLimiter;
  ipSalt: string;
  /** null without SMTP_URL: single opt-in, as before mail existed. */
  mail: { mailer: Mailer; siteUrl: string; defaultLocale: Locale } | null;
  /** Runs work once the visitor has their answer (Next's after(); tests await it). */
  defer(task: () => Promise<unknown>): void;
  log: Pick<Console, 'warn' | 'error'>;
  now?: () => Date;
};

const SubscribeInput = z.object({
  email: z.string().trim().max(254).refine(isValidEmail).transform(normalizeEmail),
  /** The honeypot: hidden from people, so only a bot fills it. */
  website: z.string().max(2000).default(''),
});

const link = (
  deps: NonNullable<SubscribeDeps['mail']>,
  locale: Locale,
  page: 'confirm' | 'unsubscribe',
  token: string,
) =>
  `${deps.siteUrl.replace(/\/$/, '')}${pathFor(`subscription/${page}`, { token }, { locale, defaultLocale: deps.defaultLocale })}`;

/**
 * The footer subscription, shared by the form with and without JavaScript:
 *  1. the address must be valid (the field's own message otherwise), nothing stored;
 *  2. a filled honeypot gets the same answer a person gets, and nothing is stored or mailed;
 *  3. the per-address rate limit, before anything is written;
 *  4. without mail: the address is subscribed (committed before the thanks);
 *     with mail: it is stored pending and the confirmation mail goes out after the answer —
 *     the answer is the same whether the address was new, pending or subscribed already.
 */
export async function submitSubscription(
  raw: { email: unknown; website?: unknown },
  locale: Locale,
  visitor: { ip: string },
  deps: SubscribeDeps,
): Promise<SubscribeOutcome> {
  const parsed = SubscribeInput.safeParse(raw);
  if (!parsed.success)
    return parsed.error.issues.some((i) => i.path[0] === 'website')
      ? deps.mail
        ? 'pending'
        : 'ok'
      : 'invalid';
  const success = deps.mail ? 'pending' : 'ok';
  const ipHash = hashIp(visitor.ip, deps.ipSalt);
  if (parsed.data.website.trim() !== '') {
    deps.log.warn(`subscription: honeypot filled, dropped (sender ${ipHash.slice(0, 12)})`);
    return success;
  }
  // Counted per address key (an IPv6 line by its /64), hashed: no raw address in Redis.
  const rate = await deps.limiter.hit(`subscribe:${hashIp(addressKey(visitor.ip), deps.ipSalt)}`);
  if (!rate.allowed) return 'rateLimited';
  try {
    if (!deps.mail) {
      await deps.subscribers.add(parsed.data.email, locale);
      return 'ok';
    }
    const mail = deps.mail;
    const asked = await deps.subscribers.requestConfirmation(
      parsed.data.email,
      locale,
      deps.now?.() ?? new Date(),
      CONFIRMATION,
    );
    if (asked.kind === 'mail') {
      deps.defer(async () => {
        try {
          await mail.mailer.send(
            confirmationMail({
              to: asked.email,
              locale,
              confirmUrl: link(mail, locale, 'confirm', asked.confirmToken),
              unsubscribeUrl: link(mail, locale, 'unsubscribe', asked.unsubscribeToken),
              validHours: CONFIRMATION.ttlMs / 3_600_000,
            }),
          );
        } catch (error) {
          deps.log.error(
            `subscription: confirmation mail not sent (${error instanceof Error ? error.message : String(error)})`,
          );
          await deps.subscribers.confirmationNotSent(asked.email).catch(() => {});
        }
      });
    }
    return 'pending';
  } catch (error) {
    deps.log.error('subscription could not be stored', error);
    return 'failed';
  }
}

import { hashIp } from '../visitor';
import type { Repositories } from '@/repositories';
import type { Locale } from '@tsuzuri/config';
import { addressKey } from '../abuse/address-key';
import type { RateLimiter } from '../abuse/rate-limit';
import type { ContactFieldErrors } from '../forms/contact-fields';
import { validateContact } from '../forms/contact-schema';
import { type DeliveryDeps, deliverContactMessage } from './deliver';

export type ContactSubmitDeps = Omit<DeliveryDeps, 'markMailed' | 'mailer' | 'log'> & {
  messages: Pick<Repositories['messages'], 'create' | 'markMailed'>;
  limiter: RateLimiter;
  /** null when SMTP_URL is unset: messages are stored only. */
  mailer: DeliveryDeps['mailer'] | null;
  /** Salt of the stored address hash. */
  ipSalt: string;
  /** Runs work once the visitor has their answer (Next's after(); tests await it). */
  defer(task: () => Promise<unknown>): void;
  log: Pick<Console, 'warn' | 'error'>;
};

export type ContactVisitor = { ip: string; userAgent: string | null; locale: Locale };

export type ContactOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactFieldErrors }
  | { status: 'rateLimited'; retryAfterMs: number }
  | { status: 'failed' };

/**
 * One contact submission, shared by the server action (the form, with or without JavaScript)
 * and POST /api/contact:
 *  1. the shared schema: bad input comes back with its messages, nothing stored;
 *  2. the honeypot: a bot gets the same success a person gets (so it learns nothing) and
 *     nothing is stored — no person can fill the hidden field, so no person's message is lost;
 *  3. the per-address rate limit, before anything is written, so a flood cannot fill the table;
 *  4. the commit: success is answered only after the row is stored;
 *  5. the mail, after the answer (deferred): its outcome is recorded on the row, never shown
 *     to the visitor as a failure — their message is already safe.
 */
export async function submitContact(
  raw: unknown,
  visitor: ContactVisitor,
  deps: ContactSubmitDeps,
): Promise<ContactOutcome> {
  const checked = validateContact(raw);
  const ipHash = hashIp(visitor.ip, deps.ipSalt);
  if (!checked.ok && checked.bot) {
    deps.log.warn(`contact form: honeypot filled, dropped (sender ${ipHash.slice(0, 12)})`);
    return { status: 'sent' };
  }
  if (!checked.ok) return { status: 'invalid', errors: checked.errors };

  // Counted per address key (an IPv6 line by its /64), hashed: no raw address in Redis.
  const rate = await deps.limiter.hit(`contact:${hashIp(addressKey(visitor.ip), deps.ipSalt)}`);
  if (!rate.allowed) return { status: 'rateLimited', retryAfterMs: rate.retryAfterMs };

  const { reason, email, name, subject, message } = checked.data;
  let stored: Awaited<ReturnType<ContactSubmitDeps['messages']['create']>>;
  try {
    stored = await deps.messages.create({
      reason,
      email,
      name,
      subject,
      body: message,
      locale: visitor.locale,
      ipHash,
      userAgent: visitor.userAgent?.slice(0, 500) ?? null,
      mailStatus: deps.mailer ? 'pending' : 'not_configured',
    });
  } catch (error) {
    deps.log.error('contact message could not be stored', error);
    return { status: 'failed' };
  }

  const mailer = deps.mailer;
  // The same message sent again moments ago (a double click): stored and mailed the first time.
  if (mailer && !stored.repeated) {
    deps.defer(() =>
      deliverContactMessage(
        { ...stored, reason, locale: visitor.locale },
        {
          ...deps,
          mailer,
          markMailed: (id, status, error) => deps.messages.markMailed(id, status, error),
        },
      ),
    );
  }
  return { status: 'sent' };
}

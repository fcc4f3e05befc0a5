import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@tsuzuri/db';

/** How long a confirmation link works, and how soon one address may be mailed again. */
export type ConfirmationRules = { ttlMs: number; resendAfterMs: number };

/**
 * `mail`: send the confirmation mail with these tokens. `quiet`: send nothing — the address is
 * already subscribed, or was mailed moments ago (one address cannot be mail-bombed through the
 * form). The visitor is answered the same either way, so the form tells nobody who subscribed.
 */
export type ConfirmationRequest =
  | { kind: 'mail'; email: string; confirmToken: string; unsubscribeToken: string }
  | { kind: 'quiet' };

const normalize = (email: string) => email.trim().toLowerCase();
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** Tokens are 43 base64url characters; anything else is not one (and is not looked up). */
const TOKEN = /^[\w-]{43}$/;

export function subscribersRepository(db: Db) {
  return {
    /**
     * Without mail (no SMTP_URL): stores an address once (case-insensitively) as subscribed;
     * a repeat is not an error. Resolves only after the row is committed.
     */
    async add(email: string, locale: string): Promise<'added' | 'exists'> {
      const now = new Date().toISOString();
      const result = await db
        .insertInto('subscribers')
        .values({
          email: normalize(email),
          locale,
          created_at: now,
          status: 'confirmed',
          confirmed_at: now,
          unsubscribe_token: newToken(),
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'exists';
    },

    /**
     * With mail: the address is stored pending with a fresh single-use token (only its hash is
     * kept) that expires after `ttlMs`. Race-safe: of two requests at once, one mails.
     */
    async requestConfirmation(
      rawEmail: string,
      locale: string,
      now: Date,
      rules: ConfirmationRules,
    ): Promise<ConfirmationRequest> {
      const email = normalize(rawEmail);
      const confirmToken = newToken();
      const pending = {
        locale,
        confirm_token_hash: hashToken(confirmToken),
        confirm_expires_at: new Date(now.getTime() + rules.ttlMs).toISOString(),
        confirm_sent_at: now.toISOString(),
      };
      // Pending addresses whose link expired long ago are nobody's subscription: let them go.
      await db
        .deleteFrom('subscribers')
        .where('status', '=', 'pending')
        .where('confirm_expires_at', '<', new Date(now.getTime() - 7 * rules.ttlMs).toISOString())
        .execute();
      const existing = await db
        .selectFrom('subscribers')
        .select(['status', 'unsubscribe_token'])
        .where('email', '=', email)
        .executeTakeFirst();
      if (!existing) {
        const unsubscribeToken = newToken();
        const inserted = await db
          .insertInto('subscribers')
          .values({
            email,
            created_at: now.toISOString(),
            status: 'pending',
            unsubscribe_token: unsubscribeToken,
            ...pending,
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .executeTakeFirst();
        return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
          ? { kind: 'mail', email, confirmToken, unsubscribeToken }
          : { kind: 'quiet' };
      }
      if (existing.status !== 'pending') return { kind: 'quiet' };
      const resendFrom = new Date(now.getTime() - rules.resendAfterMs).toISOString();
      const updated = await db
        .updateTable('subscribers')
        .set(pending)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where((eb) =>
          eb.or([eb('confirm_sent_at', 'is', null), eb('confirm_sent_at', '<=', resendFrom)]),
        )
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { kind: 'quiet' };
      return {
        kind: 'mail',
        email,
        confirmToken,
        unsubscribeToken: existing.unsubscribe_token ?? '',
      };
    },

    /** The confirmation mail could not be sent: the visitor may ask again at once. */
    async confirmationNotSent(email: string): Promise<void> {
      await db
        .updateTable('subscribers')
        .set({ confirm_sent_at: null })
        .where('email', '=', normalize(email))
        .where('status', '=', 'pending')
        .execute();
    },

    /** Follows a confirmation link: valid once, before it expires. */
    async confirm(token: string, now = new Date()): Promise<'confirmed' | 'invalid'> {
      if (!TOKEN.test(token)) return 'invalid';
      const result = await db
        .updateTable('subscribers')
        .set({
          status: 'confirmed',
          confirmed_at: now.toISOString(),
          confirm_token_hash: null,
          confirm_expires_at: null,
        })
        .where('confirm_token_hash', '=', hashToken(token))
        .where('status', '=', 'pending')
        .where('confirm_expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? 'confirmed' : 'invalid';
    },

    /** Follows an unsubscribe link: the address is deleted, not kept as "unsubscribed". */
    async unsubscribe(token: string): Promise<'removed' | 'invalid'> {
      if (!TOKEN.test(token)) return 'invalid';
      const result = await db
        .deleteFrom('subscribers')
        .where('unsubscribe_token', '=', token)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0 ? 'removed' : 'invalid';
    },

    /** Subscribed addresses: confirmed ones only. */
    async count(): Promise<number> {
      const row = await db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'confirmed')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type SubscribersRepository = ReturnType<typeof subscribersRepository>;

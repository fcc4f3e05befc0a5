import { randomBytes } from 'node:crypto';
import type { Db } from '@tsuzuri/db';
import { audit } from './audit';
import { consumeLink, createLink } from './links';
import { DisplayName, Email, ownerCount, Password, setPassword } from './users';

/** The console's pages a one-time link opens. */
export const SETUP_PATH = '/admin/setup';
export const PASSWORD_PATH = '/admin/password';

export const linkUrl = (siteUrl: string, path: string, token: string): string =>
  `${siteUrl.replace(/\/+$/, '')}${path}?token=${encodeURIComponent(token)}`;

/**
 * On a site without an owner: a fresh one-time setup link for the web server to print at start
 * (`npm start`). Null once an owner exists.
 */
export async function prepareSetupLink(
  db: Db,
  siteUrl: string,
): Promise<{ url: string; expiresAt: string } | null> {
  if ((await ownerCount(db)) > 0) return null;
  const link = await createLink(db, 'setup', null);
  return { url: linkUrl(siteUrl, SETUP_PATH, link.token), expiresAt: link.expiresAt };
}

export type LinkFailure = 'unknown' | 'used' | 'expired' | 'owner-exists' | 'email-taken';

/**
 * The setup page's submit: creates the owner with their password and uses the link up, in one
 * transaction. Input is validated by the caller's form schema and again here.
 */
export async function completeSetup(
  db: Db,
  token: string,
  input: { name: string; email: string; password: string },
): Promise<{ ok: true; userId: string } | { ok: false; reason: LinkFailure }> {
  const name = DisplayName.parse(input.name);
  const email = Email.parse(input.email);
  const password = Password.parse(input.password);
  const outcome = await consumeLink(db, 'setup', token, async (tx) => {
    if ((await ownerCount(tx)) > 0) return { ok: false as const, reason: 'owner-exists' as const };
    const now = new Date().toISOString();
    const id = randomBytes(16).toString('hex');
    await tx
      .insertInto('staff_users')
      .values({
        id,
        name,
        email,
        email_verified: 0,
        image: null,
        role: 'owner',
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await setPassword(tx, id, password);
    await audit(tx, {
      actor: { id, email },
      action: 'users.setup',
      target: `user:${id}`,
      details: { role: 'owner' },
    });
    return { ok: true as const, userId: id };
  });
  if (!outcome.ok) return outcome;
  return outcome.value;
}

/** The set-password page's submit: the link's account gets the password; the link is used up. */
export async function completePasswordLink(
  db: Db,
  token: string,
  password: string,
): Promise<{ ok: true; userId: string } | { ok: false; reason: LinkFailure }> {
  const checked = Password.parse(password);
  const outcome = await consumeLink(db, 'password', token, async (tx, userId) => {
    if (!userId) return { ok: false as const, reason: 'unknown' as const };
    await setPassword(tx, userId, checked);
    const user = await tx
      .selectFrom('staff_users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await audit(tx, {
      actor: { id: userId, email: user.email },
      action: 'users.password',
      target: `user:${userId}`,
    });
    return { ok: true as const, userId };
  });
  if (!outcome.ok) return outcome;
  return outcome.value;
}

import { randomBytes } from 'node:crypto';
import { type Db, dialectOf } from '@tsuzuri/db';
import { hashPassword } from 'better-auth/crypto';
import { z } from 'zod';
import { type Actor, audit } from './audit';
import { ROLES, type Role } from './permissions';

/** A password: long enough to resist guessing, short enough to hash quickly (scrypt). */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
/** Typed with a Japanese keyboard too: a full-width ＠ and letters are made plain (NFKC). */
export const Email = z
  .string()
  .transform((s) => s.normalize('NFKC').trim().toLowerCase())
  .pipe(z.email().max(254));
/** Shown in every screen and the audit log: no control, format (bidi) or private-use character. */
export const DisplayName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[^\p{C}]*$/u);
export const RoleName = z.enum(ROLES);

export type StaffUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabled: boolean;
  hasPassword: boolean;
  createdAt: string;
};

/** better-auth's provider id of an email + password account. */
export const CREDENTIAL = 'credential';

const newId = () => randomBytes(16).toString('hex');

export async function listUsers(db: Db): Promise<StaffUser[]> {
  const rows = await db
    .selectFrom('staff_users as u')
    .leftJoin('staff_accounts as a', (j) =>
      j.onRef('a.user_id', '=', 'u.id').on('a.provider_id', '=', CREDENTIAL),
    )
    .select(['u.id', 'u.name', 'u.email', 'u.role', 'u.disabled', 'u.created_at', 'a.password'])
    .orderBy('u.created_at')
    .orderBy('u.email')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    disabled: r.disabled === 1,
    hasPassword: Boolean(r.password),
    createdAt: r.created_at,
  }));
}

/** One account by email (stored plain and lower-case, as Email makes it) or id. */
export async function findUser(db: Db, emailOrId: string): Promise<StaffUser | undefined> {
  const key = emailOrId.normalize('NFKC').trim().toLowerCase();
  return (await listUsers(db)).find((u) => u.email === key || u.id === emailOrId);
}

export const ownerCount = async (db: Db): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('staff_users')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where('role', '=', 'owner')
        .executeTakeFirstOrThrow()
    ).n,
  );

export class StaffError extends Error {
  constructor(
    readonly code: 'email-taken' | 'unknown-user' | 'last-owner',
    message: string,
  ) {
    super(message);
  }
}

/** A new account without a password: its person sets one through a one-time link. */
export async function addUser(
  db: Db,
  input: { name: string; email: string; role: Role },
  actor: Actor,
): Promise<StaffUser> {
  const email = Email.parse(input.email);
  const name = DisplayName.parse(input.name);
  const role = RoleName.parse(input.role);
  if (await findUser(db, email))
    throw new StaffError('email-taken', `an account for ${email} exists already`);
  const now = new Date().toISOString();
  const id = newId();
  await db.transaction().execute(async (tx) => {
    await tx
      .insertInto('staff_users')
      .values({
        id,
        name,
        email,
        email_verified: 0,
        image: null,
        role,
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await audit(tx, { actor, action: 'users.add', target: `user:${id}`, details: { email, role } });
  });
  return { id, name, email, role, disabled: false, hasPassword: false, createdAt: now };
}

/**
 * Sets (or replaces) an account's password and ends its sessions: after a reset, whoever held
 * the old password is signed out everywhere. `db` may be a transaction.
 */
export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(Password.parse(password));
  const now = new Date().toISOString();
  const updated = await db
    .updateTable('staff_accounts')
    .set({ password: hash, updated_at: now })
    .where('user_id', '=', userId)
    .where('provider_id', '=', CREDENTIAL)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('staff_accounts')
      .values({
        id: newId(),
        account_id: userId,
        provider_id: CREDENTIAL,
        user_id: userId,
        access_token: null,
        refresh_token: null,
        id_token: null,
        access_token_expires_at: null,
        refresh_token_expires_at: null,
        scope: null,
        password: hash,
        created_at: now,
        updated_at: now,
      })
      .execute();
  await endSessions(db, userId);
}

/** Signs an account out everywhere, at once (no session is cached anywhere: see auth.ts). */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const r = await db.deleteFrom('staff_sessions').where('user_id', '=', userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/**
 * The enabled owners, for the "last owner" rule. On PostgreSQL their rows stay locked until the
 * transaction ends: two owners demoting or disabling each other at the same moment both read two
 * owners otherwise, and the site was left with none (users.test.ts). SQLite's write
 * transactions already run one at a time.
 */
function enabledOwners(tx: Db) {
  const owners = tx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'owner')
    .where('disabled', '=', 0);
  return (dialectOf(tx) === 'postgres' ? owners.forUpdate() : owners).execute();
}

/**
 * Disables an account (it can no longer sign in) and ends every session of it in the same
 * transaction. The last enabled owner cannot be disabled: the site would have nobody to manage it.
 * One already in the state asked for is left as it is, with no audit row (`changed: false`): a
 * double click on 無効にする is one change (docs/product.md, "Operators' console"). The UPDATE
 * itself decides, so of two at once only one changes the row (PostgreSQL makes the second wait
 * for the first and read its result; SQLite runs them one after the other).
 */
export async function setDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  actor: Actor,
): Promise<{ sessionsEnded: number; changed: boolean }> {
  return db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('staff_users')
      .select(['id', 'role', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new StaffError('unknown-user', 'no such account');
    if (disabled && user.role === 'owner') {
      const owners = await enabledOwners(tx);
      if (owners.length <= 1 && owners[0]?.id === userId)
        throw new StaffError('last-owner', 'the last owner cannot be disabled');
    }
    const updated = await tx
      .updateTable('staff_users')
      .set({ disabled: disabled ? 1 : 0, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .where('disabled', '=', disabled ? 0 : 1)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { sessionsEnded: 0, changed: false };
    const sessionsEnded = disabled ? await endSessions(tx, userId) : 0;
    await audit(tx, {
      actor,
      action: disabled ? 'users.disable' : 'users.enable',
      target: `user:${userId}`,
      details: { email: user.email, sessionsEnded },
    });
    return { sessionsEnded, changed: true };
  });
}

/** Changes an account's role; the last enabled owner keeps theirs. */
export async function setRole(db: Db, userId: string, role: Role, actor: Actor): Promise<void> {
  const next = RoleName.parse(role);
  await db.transaction().execute(async (tx) => {
    const user = await tx
      .selectFrom('staff_users')
      .select(['role', 'email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw new StaffError('unknown-user', 'no such account');
    if (user.role === 'owner' && next !== 'owner') {
      const owners = await enabledOwners(tx);
      // Only an enabled owner can be the last one: a disabled owner may always be given another role.
      if (owners.length <= 1 && owners.some((o) => o.id === userId))
        throw new StaffError('last-owner', 'the last owner keeps that role');
    }
    await tx
      .updateTable('staff_users')
      .set({ role: next, updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    await audit(tx, {
      actor,
      action: 'users.role',
      target: `user:${userId}`,
      details: { email: user.email, from: user.role, to: next },
    });
  });
}

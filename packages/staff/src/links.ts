import { createHash, randomBytes } from 'node:crypto';
import type { Db, StaffLinkPurpose } from '@tsuzuri/db';

/**
 * One-time links that let a person choose their password: the owner's setup link of a fresh
 * site (`/admin/setup?token=…`) and the link `npm run users -- add|reset` prints
 * (`/admin/password?token=…`). Only the token's SHA-256 is stored; a link works once and expires.
 */
export const LINK_LIFETIME_MS: Record<StaffLinkPurpose, number> = {
  setup: 24 * 60 * 60 * 1000,
  password: 72 * 60 * 60 * 1000,
};

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/**
 * Makes a link's token and stores its hash. A new password link for an account replaces its
 * unused older ones (only the newest printed link works). Setup links do not replace each other:
 * several web servers of one site each print one at start, and whichever is used first creates
 * the owner, which ends them all (completeSetup).
 */
export async function createLink(
  db: Db,
  purpose: StaffLinkPurpose,
  userId: string | null,
  opts: { now?: Date } = {},
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = opts.now ?? new Date();
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString();
  await db.transaction().execute(async (tx) => {
    if (purpose === 'password' && userId)
      await tx
        .deleteFrom('staff_links')
        .where('purpose', '=', 'password')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    await tx
      .insertInto('staff_links')
      .values({
        token_hash: hashToken(token),
        purpose,
        user_id: userId,
        created_at: now.toISOString(),
        expires_at: expiresAt,
        used_at: null,
      })
      .execute();
  });
  return { token, expiresAt };
}

export type LinkState =
  | { ok: true; userId: string | null }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/** Whether a link's token is good (for showing its form), without using it. */
export async function checkLink(
  db: Db,
  purpose: StaffLinkPurpose,
  token: string,
  now = new Date(),
): Promise<LinkState> {
  if (!TOKEN.test(token)) return { ok: false, reason: 'unknown' };
  const row = await db
    .selectFrom('staff_links')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.used_at) return { ok: false, reason: 'used' };
  if (row.expires_at <= now.toISOString()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id };
}

/**
 * Uses a link: marks it used in one conditional update, so of two concurrent submissions exactly
 * one wins. Runs `then` inside the same transaction (a failure there leaves the link unused).
 */
export async function consumeLink<T>(
  db: Db,
  purpose: StaffLinkPurpose,
  token: string,
  then: (tx: Db, userId: string | null) => Promise<T>,
  now = new Date(),
): Promise<{ ok: true; value: T } | { ok: false; reason: 'unknown' | 'used' | 'expired' }> {
  const state = await checkLink(db, purpose, token, now);
  if (!state.ok) return state;
  return db.transaction().execute(async (tx) => {
    const claimed = await tx
      .updateTable('staff_links')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      return { ok: false as const, reason: 'used' as const };
    return { ok: true as const, value: await then(tx as unknown as Db, state.userId) };
  });
}

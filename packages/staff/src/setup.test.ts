import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { listAudit } from './audit';
import { createLink, hashToken, LINK_LIFETIME_MS } from './links';
import { completePasswordLink, completeSetup, prepareSetupLink } from './setup';
import { staffOfRequest } from './session';
import { signInCookie, SITE, TEST_PASSWORD, testAuth } from './test-helpers';
import { addUser, listUsers } from './users';

const owner = { name: '綴 花子', email: 'Hanako@Example.jp', password: 'a long pass phrase 1' };
const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';

forEachDialect((dialect) => {
  describe('the owner setup link', () => {
    const ctx = useTempDb(dialect);

    it('works once: creates the owner, then every setup link is dead and no new one is made', async () => {
      const { db } = ctx();
      const first = await prepareSetupLink(db, SITE);
      const second = await prepareSetupLink(db, SITE);
      expect(first?.url).toMatch(/^http:\/\/127\.0\.0\.1:3999\/admin\/setup\?token=[\w-]{43}$/);
      // Only the hash is stored: the token itself is nowhere in the table.
      const rows = await db.selectFrom('staff_links').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(tokenOf(first?.url ?? ''));
      expect(rows.map((r) => r.token_hash)).toContain(hashToken(tokenOf(first?.url ?? '')));

      const made = await completeSetup(db, tokenOf(first?.url ?? ''), owner);
      expect(made.ok).toBe(true);
      const users = await listUsers(db);
      expect(users).toMatchObject([
        { email: 'hanako@example.jp', role: 'owner', hasPassword: true },
      ]);
      // The same link again, and the other link printed by a second web server: both refused.
      expect(await completeSetup(db, tokenOf(first?.url ?? ''), owner)).toEqual({
        ok: false,
        reason: 'used',
      });
      expect(
        await completeSetup(db, tokenOf(second?.url ?? ''), { ...owner, email: 'x@example.jp' }),
      ).toEqual({
        ok: false,
        reason: 'owner-exists',
      });
      expect(await listUsers(db)).toHaveLength(1);
      expect(await prepareSetupLink(db, SITE)).toBeNull();
      // The owner signs in with the password chosen on the page.
      const auth = testAuth(db);
      const staff = await staffOfRequest(
        auth,
        await signInCookie(auth, 'hanako@example.jp', owner.password),
      );
      expect(staff?.role).toBe('owner');
      expect((await listAudit(db)).map((r) => r.action)).toContain('users.setup');
    });

    it('refuses an expired, an unknown and a malformed token, and a short password', async () => {
      const { db } = ctx();
      const link = await createLink(db, 'setup', null, {
        now: new Date(Date.now() - LINK_LIFETIME_MS.setup - 1000),
      });
      expect(await completeSetup(db, link.token, owner)).toEqual({ ok: false, reason: 'expired' });
      expect(await completeSetup(db, 'A'.repeat(43), owner)).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(await completeSetup(db, "' or 1=1 --", owner)).toEqual({
        ok: false,
        reason: 'unknown',
      });
      const fresh = await prepareSetupLink(db, SITE);
      await expect(
        completeSetup(db, tokenOf(fresh?.url ?? ''), { ...owner, password: 'short' }),
      ).rejects.toThrow();
      // The failed attempt did not use the link up.
      expect((await completeSetup(db, tokenOf(fresh?.url ?? ''), owner)).ok).toBe(true);
      expect(await listUsers(db)).toHaveLength(1);
    });
  });

  describe('set-password links (npm run users -- add|reset)', () => {
    const ctx = useTempDb(dialect);

    it('sets the password once; a newer link replaces an older one; a reset ends the sessions', async () => {
      const { db } = ctx();
      const user = await addUser(
        db,
        { name: '編集 太郎', email: 'taro@example.jp', role: 'editor' },
        { id: null, email: 'cli' },
      );
      const older = await createLink(db, 'password', user.id);
      const newer = await createLink(db, 'password', user.id);
      expect(await completePasswordLink(db, older.token, TEST_PASSWORD)).toEqual({
        ok: false,
        reason: 'unknown',
      });
      expect(await completePasswordLink(db, newer.token, TEST_PASSWORD)).toEqual({
        ok: true,
        userId: user.id,
      });
      expect(await completePasswordLink(db, newer.token, TEST_PASSWORD)).toEqual({
        ok: false,
        reason: 'used',
      });

      const auth = testAuth(db);
      const session = await signInCookie(auth, user.email);
      expect(await staffOfRequest(auth, session)).not.toBeNull();
      const reset = await createLink(db, 'password', user.id);
      // The old password and session work until the reset link is used…
      expect(await staffOfRequest(auth, session)).not.toBeNull();
      await completePasswordLink(db, reset.token, 'a brand new pass phrase');
      // …then the session is over and only the new password signs in.
      expect(await staffOfRequest(auth, session)).toBeNull();
      await expect(signInCookie(auth, user.email)).rejects.toThrow();
      expect(
        await staffOfRequest(auth, await signInCookie(auth, user.email, 'a brand new pass phrase')),
      ).not.toBeNull();
    });
  });
});

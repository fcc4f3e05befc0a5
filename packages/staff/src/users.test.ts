import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { COMMAND_LINE, listAudit } from './audit';
import { staffOfRequest } from './session';
import {
  memoryLimiter,
  signInCookie,
  staffWithPassword,
  TEST_PASSWORD,
  testAuth,
} from './test-helpers';
import { addUser, findUser, listUsers, setDisabled, setRole, StaffError } from './users';

forEachDialect((dialect) => {
  describe('disabling an account', () => {
    const ctx = useTempDb(dialect);

    it('ends every session of it at once and refuses its next sign-in', async () => {
      const { db } = ctx();
      const auth = testAuth(db);
      await staffWithPassword(db, 'owner');
      const editor = await staffWithPassword(db, 'editor');
      // Signed in on two browsers.
      const laptop = await signInCookie(auth, editor.email);
      const phone = await signInCookie(auth, editor.email);
      expect(await staffOfRequest(auth, laptop)).not.toBeNull();
      expect(await staffOfRequest(auth, phone)).not.toBeNull();

      const { sessionsEnded } = await setDisabled(db, editor.id, true, COMMAND_LINE);
      expect(sessionsEnded).toBe(2);
      expect(await staffOfRequest(auth, laptop)).toBeNull();
      expect(await staffOfRequest(auth, phone)).toBeNull();
      await expect(signInCookie(auth, editor.email)).rejects.toMatchObject({
        body: { code: 'ACCOUNT_DISABLED' },
      });
      expect((await listUsers(db)).find((u) => u.id === editor.id)?.disabled).toBe(true);
      const [row] = await listAudit(db, { action: 'users.disable' });
      expect(row).toMatchObject({ actorId: null, actorEmail: 'cli', target: `user:${editor.id}` });
      expect(row.details).toMatchObject({ sessionsEnded: 2 });

      await setDisabled(db, editor.id, false, COMMAND_LINE);
      expect(await staffOfRequest(auth, await signInCookie(auth, editor.email))).not.toBeNull();
    });

    it('disables once however often it is asked (a double click): one change, one audit row', async () => {
      const { db } = ctx();
      await staffWithPassword(db, 'owner');
      const editor = await staffWithPassword(db, 'editor');
      const answers = await Promise.all([
        setDisabled(db, editor.id, true, COMMAND_LINE),
        setDisabled(db, editor.id, true, COMMAND_LINE),
      ]);
      expect(answers.map((a) => a.changed).sort()).toEqual([false, true]);
      expect(await setDisabled(db, editor.id, true, COMMAND_LINE)).toEqual({
        sessionsEnded: 0,
        changed: false,
      });
      expect(await listAudit(db, { action: 'users.disable' })).toHaveLength(1);

      expect((await setDisabled(db, editor.id, false, COMMAND_LINE)).changed).toBe(true);
      expect((await setDisabled(db, editor.id, false, COMMAND_LINE)).changed).toBe(false);
      expect(await listAudit(db, { action: 'users.enable' })).toHaveLength(1);
      expect((await listUsers(db)).find((u) => u.id === editor.id)?.disabled).toBe(false);
    });

    it('gives a disabled owner another role while one owner is enabled', async () => {
      const { db } = ctx();
      await staffWithPassword(db, 'owner');
      const former = await staffWithPassword(db, 'owner', 'former@example.jp');
      await setDisabled(db, former.id, true, COMMAND_LINE);
      await setRole(db, former.id, 'editor', COMMAND_LINE);
      expect((await listUsers(db)).find((u) => u.id === former.id)?.role).toBe('editor');
    });

    it('keeps one owner when two owners demote or disable each other at the same moment', async () => {
      const { db } = ctx();
      for (let round = 0; round < 6; round++) {
        const a = await staffWithPassword(db, 'owner', `a${round}@example.jp`);
        const b = await staffWithPassword(db, 'owner', `b${round}@example.jp`);
        const results = await Promise.allSettled(
          round % 2
            ? [setRole(db, a.id, 'editor', COMMAND_LINE), setRole(db, b.id, 'editor', COMMAND_LINE)]
            : [
                setDisabled(db, a.id, true, COMMAND_LINE),
                setDisabled(db, b.id, true, COMMAND_LINE),
              ],
        );
        expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
        // Back to no enabled owner but these two's successors: the next round starts clean.
        await db.updateTable('staff_users').set({ role: 'editor', disabled: 1 }).execute();
      }
    });

    it('keeps the last owner: never disabled, never demoted', async () => {
      const { db } = ctx();
      const owner = await staffWithPassword(db, 'owner');
      await expect(setDisabled(db, owner.id, true, COMMAND_LINE)).rejects.toBeInstanceOf(
        StaffError,
      );
      await expect(setRole(db, owner.id, 'editor', COMMAND_LINE)).rejects.toBeInstanceOf(
        StaffError,
      );
      const second = await staffWithPassword(db, 'owner', 'second@example.jp');
      await setDisabled(db, owner.id, true, COMMAND_LINE);
      await expect(setDisabled(db, second.id, true, COMMAND_LINE)).rejects.toBeInstanceOf(
        StaffError,
      );
    });
  });

  describe('sign-in limits', () => {
    const ctx = useTempDb(dialect);

    it('after five wrong passwords the account waits, even with the right one, from any address', async () => {
      const { db } = ctx();
      const auth = testAuth(db);
      const editor = await staffWithPassword(db, 'editor');
      for (let i = 0; i < 5; i++)
        await expect(signInCookie(auth, editor.email, `wrong password ${i}`)).rejects.toMatchObject(
          {
            statusCode: 401,
          },
        );
      const refused = await signInCookie(auth, editor.email, TEST_PASSWORD).catch((e) => e);
      expect(refused).toMatchObject({ statusCode: 429, body: { code: 'TOO_MANY_ATTEMPTS' } });
      expect(refused.body.retryAfterSeconds).toBeGreaterThan(500);
      // Another account is not slowed down by it.
      const other = await staffWithPassword(db, 'analyst');
      expect(await staffOfRequest(auth, await signInCookie(auth, other.email))).not.toBeNull();
    });

    it('one address trying many accounts is stopped at the address limit', async () => {
      const { db } = ctx();
      const auth = testAuth(db, {
        address: memoryLimiter(3, 60_000),
        account: memoryLimiter(5, 60_000),
      });
      for (let i = 0; i < 3; i++)
        await expect(
          signInCookie(auth, `nobody${i}@example.jp`, 'whatever pass'),
        ).rejects.toMatchObject({
          statusCode: 401,
        });
      await expect(signInCookie(auth, 'nobody9@example.jp', 'whatever pass')).rejects.toMatchObject(
        {
          statusCode: 429,
        },
      );
    });
  });
});

forEachDialect((dialect) => {
  describe('adding an account', () => {
    const ctx = useTempDb(dialect);

    it('takes an address typed with a Japanese keyboard in its plain form, found either way', async () => {
      const { db } = ctx();
      const user = await addUser(
        db,
        { name: '田中 花子', email: 'ＴＡＮＡＫＡ＠ｅｘａｍｐｌｅ．ｊｐ', role: 'editor' },
        COMMAND_LINE,
      );
      expect(user.email).toBe('tanaka@example.jp');
      expect((await findUser(db, 'tanaka＠example.jp'))?.id).toBe(user.id);
      await expect(
        addUser(db, { name: '二人目', email: 'Tanaka@Example.jp', role: 'editor' }, COMMAND_LINE),
      ).rejects.toMatchObject({ code: 'email-taken' });
    });

    it('refuses a name with control or direction characters, which every screen would show', async () => {
      const { db } = ctx();
      for (const name of ['花子\u202e', 'a\u0000b', '\u200b'])
        await expect(
          addUser(db, { name, email: 'x@example.jp', role: 'editor' }, COMMAND_LINE),
        ).rejects.toBeInstanceOf(ZodError);
      expect(await listUsers(db)).toEqual([]);
    });
  });
});

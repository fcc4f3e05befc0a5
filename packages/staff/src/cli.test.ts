import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { listAudit } from './audit';
import { runUsersCli } from './cli';
import { completePasswordLink } from './setup';
import { staffOfRequest } from './session';
import { signInCookie, SITE, testAuth } from './test-helpers';

const tokenIn = (lines: string[]) =>
  /\/admin\/password\?token=([\w-]{43})/.exec(lines.join('\n'))?.[1] ?? '';

forEachDialect((dialect) => {
  describe('npm run users', () => {
    const ctx = useTempDb(dialect);
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runUsersCli(argv, {
        db: ctx().db,
        siteUrl: SITE,
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      });
      return { code, out, err };
    };

    it('adds an account with a one-time link, lists, resets, changes the role, disables', async () => {
      const { db } = ctx();
      expect((await run('setup-link')).out.join('\n')).toMatch(/\/admin\/setup\?token=/);
      const added = await run(
        'add',
        '--email',
        'Aki@Example.jp',
        '--role',
        'editor',
        '--name',
        '秋',
      );
      expect(added.code).toBe(0);
      expect(added.out.join('\n')).toMatch(/^added aki@example\.jp \(editor\)/);
      const token = tokenIn(added.out);
      expect(token).toHaveLength(43);
      expect((await run('list')).out).toEqual([
        expect.stringMatching(/^aki@example\.jp\teditor\tno password yet\t秋\t/),
      ]);
      await completePasswordLink(db, token, 'aki pass phrase 123');
      expect((await run('list')).out[0]).toMatch(/\teditor\tactive\t/);
      // The day it was added is Japan's: 16:00 UTC is the next morning there.
      await db
        .updateTable('staff_users')
        .set({ created_at: '2026-11-30T16:00:00.000Z' })
        .where('email', '=', 'aki@example.jp')
        .execute();
      expect((await run('list')).out[0]).toMatch(/\t2026-12-01$/);

      const auth = testAuth(db);
      const session = await signInCookie(auth, 'aki@example.jp', 'aki pass phrase 123');
      expect((await run('role', 'aki@example.jp', 'moderator')).out).toEqual([
        'aki@example.jp is now moderator',
      ]);
      expect((await staffOfRequest(auth, session))?.role).toBe('moderator');

      const reset = await run('reset', 'aki@example.jp');
      expect(tokenIn(reset.out)).not.toBe(token);
      const disabled = await run('disable', 'aki@example.jp');
      expect(disabled.out).toEqual(['disabled aki@example.jp; 1 session(s) ended']);
      expect(await staffOfRequest(auth, session)).toBeNull();
      expect((await listAudit(db)).map((r) => r.action)).toEqual([
        'users.disable',
        'users.reset',
        'users.role',
        'users.password',
        'users.add',
      ]);
    });

    it('refuses bad input with a clear message and a non-zero code', async () => {
      expect((await run('add', '--email', 'x@example.jp', '--role', 'admin')).code).toBe(2);
      expect((await run('add', '--email', 'not-an-email', '--role', 'editor')).err.join()).toMatch(
        /invalid input/,
      );
      expect((await run('disable', 'nobody@example.jp')).err).toEqual([
        'users: no account nobody@example.jp',
      ]);
      expect((await run('frobnicate')).code).toBe(2);
      await run('add', '--email', 'dup@example.jp', '--role', 'analyst');
      expect(
        (await run('add', '--email', 'DUP@example.jp', '--role', 'analyst')).err.join(),
      ).toMatch(/exists already/);
      // No password may be given on the command line.
      const withPassword = await run(
        'add',
        '--email',
        'p@example.jp',
        '--role',
        'editor',
        '--password',
        'x',
      );
      expect(withPassword.code).toBe(2);
      expect(withPassword.err.join()).toMatch(/--password/);
    });
  });
});

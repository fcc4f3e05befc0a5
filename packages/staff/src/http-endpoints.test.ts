import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { staffHttpHandler } from './http-endpoints';
import { SITE, signInCookie, staffWithPassword, TEST_PASSWORD, testAuth } from './test-helpers';

const post = (path: string, body: unknown, cookie = '') =>
  new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SITE, cookie },
    body: JSON.stringify(body),
  });

describe('better-auth over HTTP', () => {
  const ctx = useTempDb('sqlite');

  it('answers the console’s three endpoints: sign in, the session, sign out', async () => {
    const { db } = ctx();
    await staffWithPassword(db, 'editor');
    const handle = staffHttpHandler(testAuth(db));
    const signedIn = await handle(
      post('/api/auth/sign-in/email', { email: 'editor@example.jp', password: TEST_PASSWORD }),
    );
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie()[0].split(';')[0];
    const session = await handle(
      new Request(`${SITE}/api/auth/get-session`, { headers: { cookie } }),
    );
    expect((await session.json()).user.email).toBe('editor@example.jp');
    expect((await handle(post('/api/auth/sign-out', {}, cookie))).status).toBe(200);
  });

  it('answers 404 to every other, whatever the session: no name, image or password changed past the console’s rules', async () => {
    const { db } = ctx();
    const editor = await staffWithPassword(db, 'editor');
    const auth = testAuth(db);
    const handle = staffHttpHandler(auth);
    const cookie = (await signInCookie(auth, 'editor@example.jp')).get('cookie') ?? '';
    const refused: Array<[string, unknown]> = [
      ['/api/auth/update-user', { name: 'Owner\u202e', image: 'javascript:alert(1)' }],
      [
        '/api/auth/change-password',
        { currentPassword: TEST_PASSWORD, newPassword: 'another pass phrase 2026' },
      ],
      ['/api/auth/revoke-sessions', {}],
      ['/api/auth/list-sessions', {}],
      ['/api/auth/request-password-reset', { email: 'editor@example.jp' }],
      // Variants of an open endpoint are not it.
      ['/api/auth/sign-in/email/', { email: 'editor@example.jp', password: TEST_PASSWORD }],
      ['/api/auth/Sign-In/Email', { email: 'editor@example.jp', password: TEST_PASSWORD }],
      ['/api/auth//sign-in/email', { email: 'editor@example.jp', password: TEST_PASSWORD }],
    ];
    for (const [path, body] of refused) {
      const res = await handle(post(path, body, cookie));
      expect(res.status, path).toBe(404);
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    const row = await db
      .selectFrom('staff_users')
      .select(['name', 'image'])
      .where('id', '=', editor.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'editor さん', image: null });
    // The password is still the one the link set.
    const again = await handle(
      post('/api/auth/sign-in/email', { email: 'editor@example.jp', password: TEST_PASSWORD }),
    );
    expect(again.status).toBe(200);
  });
});

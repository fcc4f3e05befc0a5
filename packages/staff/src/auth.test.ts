import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { createStaffAuth } from './auth';
import { memoryLimiter, staffWithPassword, TEST_PASSWORD } from './test-helpers';

const signInSetCookie = async (
  siteUrl: string,
  db: Parameters<typeof createStaffAuth>[0]['db'],
) => {
  const auth = createStaffAuth({
    db,
    siteUrl,
    secret: 'test-secret-0123456789abcdef-ghijklmnopqrstuv',
    limits: { address: memoryLimiter(100, 60_000), account: memoryLimiter(5, 60_000) },
    addressOf: () => '192.0.2.1',
  });
  const { headers } = await auth.api.signInEmail({
    body: { email: 'editor@example.jp', password: TEST_PASSWORD },
    headers: new Headers(),
    returnHeaders: true,
  });
  return headers.getSetCookie();
};

describe('the session cookie', () => {
  const ctx = useTempDb('sqlite');

  it('is __Host- and Secure on an https site: Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
    const { db } = ctx();
    await staffWithPassword(db, 'editor');
    const [cookie, ...others] = await signInSetCookie('https://tsuzuri.example', db);
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^__Host-tsuzuri-staff=[^;]+;/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('has a plain name without Secure on an http site (a browser drops Secure cookies there)', async () => {
    const { db } = ctx();
    await staffWithPassword(db, 'editor');
    const [cookie] = await signInSetCookie('http://127.0.0.1:3000', db);
    expect(cookie).toMatch(/^tsuzuri-staff=[^;]+;/);
    expect(cookie).not.toMatch(/Secure/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});

import type { Db } from '@tsuzuri/db';
import { COMMAND_LINE } from './audit';
import { createStaffAuth, type StaffAuth } from './auth';
import type { Limiter, LoginLimits } from './login-limits';
import type { Role } from './permissions';
import { addUser, setPassword } from './users';

/** For tests: the web app's fixed-window limiter (apps/web/src/lib/abuse/rate-limit.ts), in memory. */
export function memoryLimiter(limit: number, windowMs: number, now = () => Date.now()): Limiter {
  const windows = new Map<string, { start: number; count: number }>();
  const read = (key: string, add: number) => {
    const t = now();
    let w = windows.get(key);
    if (!w || t - w.start >= windowMs) {
      if (!add) return { allowed: true, remaining: limit, retryAfterMs: 0 };
      w = { start: t, count: 0 };
      windows.set(key, w);
    }
    w.count += add;
    return {
      allowed: w.count <= limit,
      remaining: Math.max(0, limit - w.count),
      retryAfterMs: w.start + windowMs - t,
    };
  };
  return { hit: async (key) => read(key, 1), peek: async (key) => read(key, 0) };
}

export const SITE = 'http://127.0.0.1:3999';
export const TEST_PASSWORD = 'correct horse battery staple';

export function testAuth(db: Db, limits?: LoginLimits): StaffAuth {
  return createStaffAuth({
    db,
    siteUrl: SITE,
    secret: 'test-secret-0123456789abcdef-ghijklmnopqrstuv',
    limits: limits ?? { address: memoryLimiter(1000, 60_000), account: memoryLimiter(5, 600_000) },
    addressOf: (h) => h.get('x-forwarded-for') ?? '127.0.0.1',
  });
}

/** An account with a password, as `npm run users -- add` and its link would leave it. */
export async function staffWithPassword(db: Db, role: Role, email = `${role}@example.jp`) {
  const user = await addUser(db, { name: `${role} さん`, email, role }, COMMAND_LINE);
  await setPassword(db, user.id, TEST_PASSWORD);
  return user;
}

/** Signs in through better-auth; the Cookie header of the session it set. */
export async function signInCookie(auth: StaffAuth, email: string, password = TEST_PASSWORD) {
  const { headers } = await auth.api.signInEmail({
    body: { email, password },
    headers: new Headers({ 'x-forwarded-for': '192.0.2.1' }),
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie().map((c) => c.split(';')[0]);
  return new Headers({ cookie: cookies.join('; ') });
}

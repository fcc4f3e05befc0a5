import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import { getDb } from '@tsuzuri/db';
import { staffAuthSecret } from '@tsuzuri/env';
import { LOGIN_RATES } from '@tsuzuri/staff';
import { createStaffAuth, type StaffAuth } from '@tsuzuri/staff/auth';
import { nextCookies } from '@tsuzuri/staff/next';
import { serverEnv } from '@/env';
import { addressKey } from '../abuse/address-key';
import { sharedLimiter } from '../abuse/shared-limiter';
import { visitorFromHeaders } from '../visitor';

const perProcess = globalThis as unknown as { tsuzuriStaffAuth?: Promise<StaffAuth> };

/**
 * The console's better-auth, one per process, on the site's own database connection. Its
 * sign-in limits are the site's shared limiters: Redis with REDIS_URL (every instance counts
 * together), else the instance's workers together.
 */
export function staffAuth(): Promise<StaffAuth> {
  perProcess.tsuzuriStaffAuth ??= (async () => {
    const env = serverEnv();
    return createStaffAuth({
      db: await getDb(),
      siteUrl: siteConfig().siteUrl,
      secret: staffAuthSecret(env),
      limits: {
        address: sharedLimiter('staff-login-address', LOGIN_RATES.address, env.REDIS_URL),
        account: sharedLimiter('staff-login-account', LOGIN_RATES.account, env.REDIS_URL),
      },
      addressOf: (headers) => addressKey(visitorFromHeaders(headers).ip),
      // Sets the session cookie on a server action's answer (the login form).
      plugins: [nextCookies()],
    });
  })();
  return perProcess.tsuzuriStaffAuth;
}

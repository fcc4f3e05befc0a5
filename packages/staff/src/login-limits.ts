/**
 * How sign-in attempts are limited (docs/security.md#staff-sign-in): per address, every attempt
 * counts (a guesser trying many accounts); per account, wrong passwords count (many addresses
 * guessing one account). The counters are the site's shared limiters (Redis with REDIS_URL,
 * else the instance's workers together), handed in by the web app.
 */
export type LimitResult = { allowed: boolean; remaining: number; retryAfterMs: number };
export type Limiter = {
  hit(key: string): Promise<LimitResult>;
  peek(key: string): Promise<LimitResult>;
};
export type LoginLimits = { address: Limiter; account: Limiter };

/** Attempts per address, and wrong passwords per account, in their windows. */
export const LOGIN_RATES = {
  address: { limit: 30, windowMs: 10 * 60_000 },
  account: { limit: 5, windowMs: 10 * 60_000 },
} as const;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Counts the attempt against its address and says how long to wait (seconds) when the address
 * or the account is over its limit; 0 = go ahead.
 */
export async function loginGate(
  limits: LoginLimits,
  address: string,
  email: string,
): Promise<number> {
  // Blocked once the window holds `limit` wrong passwords (peek says allowed up to the limit itself).
  const account = await limits.account.peek(`account:${email}`);
  if (!account.allowed || account.remaining === 0) return seconds(account.retryAfterMs);
  const byAddress = await limits.address.hit(`address:${address}`);
  return byAddress.allowed ? 0 : seconds(byAddress.retryAfterMs);
}

/** A wrong password: the account's count goes up (the fifth in a window blocks it until the window ends). */
export async function recordFailure(limits: LoginLimits, email: string): Promise<void> {
  await limits.account.hit(`account:${email}`);
}

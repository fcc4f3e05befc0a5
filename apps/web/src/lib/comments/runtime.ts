import 'server-only';
import { repositories } from '@/repositories';
import { serverEnv } from '@/env';
import { sharedLimiter } from '../abuse/shared-limiter';
import { ipHashSalt } from '../visitor';
import type { SubmitDeps } from './submit';

/** Five comments per address per ten minutes: more than a person writes, less than a bot wants. */
export const COMMENT_RATE = { limit: 5, windowMs: 10 * 60_000 } as const;

/** What a real submission runs against: the shared database, the configured limiter and captcha. */
export async function commentSubmitDeps(): Promise<SubmitDeps> {
  const env = serverEnv();
  const repos = await repositories();
  return {
    comments: repos.comments,
    ngWords: () => repos.ngWords.words(),
    rateLimiter: sharedLimiter('comment', COMMENT_RATE, env.REDIS_URL),
    captcha: { secret: env.RECAPTCHA_SECRET, verifyUrl: env.CAPTCHA_VERIFY_URL },
    ipSalt: ipHashSalt(),
  };
}

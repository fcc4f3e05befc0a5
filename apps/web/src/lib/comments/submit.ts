import type { CommentsRepository } from '@tsuzuri/readers/comments';
import { addressKey } from '../abuse/address-key';
import type { RateLimiter } from '../abuse/rate-limit';
import { type CommentErrors, commentErrors } from '../forms/comment-fields';
import { CommentInputSchema } from '../forms/comment-schema';
import { type CaptchaConfig, verifyCaptcha } from './captcha';
import { holdReasons } from './spam-rules';
import { hashIp, type Visitor } from '../visitor';

export type SubmitDeps = {
  comments: Pick<CommentsRepository, 'create'>;
  rateLimiter: RateLimiter;
  captcha: CaptchaConfig;
  /** Salt of the stored address hash (the same on every instance, so hashes compare). */
  ipSalt: string;
  /** The NG words editors keep in the console (beside the coded list); none when absent. */
  ngWords?: () => Promise<string[]>;
};

export type SubmitResult =
  | { ok: true; id: number; status: 'pending' }
  | { ok: false; httpStatus: 400 | 429 | 500; errors: CommentErrors; retryAfterMs?: number };

const failed = (
  httpStatus: 400 | 429 | 500,
  extra: { retryAfterMs?: number } = {},
): SubmitResult => ({
  ok: false,
  httpStatus,
  // The rate limit is said as what it is: told only that sending failed, a reader tries again
  // at once, and is refused again.
  errors: { form: httpStatus === 429 ? 'rateLimited' : 'failed' },
  ...extra,
});

/**
 * One comment submission, shared by the server action (the form, with or without JavaScript)
 * and POST /api/comments. Order matters:
 *  1. the shared schema — bad input comes back with the field's message, nothing stored;
 *  2. the per-address rate limit — before anything is written, so a flood cannot fill the table;
 *  3. the honeypot — a bot gets the same success as a person, its comment is filed as spam;
 *  4. the captcha (only when a secret is configured) — a forged token is refused, a provider
 *     outage or a missing token (no JavaScript) holds the comment instead;
 *  5. links and NG words — hold for the editor;
 *  6. the commit — success is answered only after the row is stored.
 * Every stored comment is pending (or spam): nothing appears before the editor approves it.
 */
export async function submitComment(
  raw: unknown,
  visitor: Visitor,
  deps: SubmitDeps,
): Promise<SubmitResult> {
  const parsed = CommentInputSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, httpStatus: 400, errors: commentErrors(parsed.error) };
  const input = parsed.data;
  const ipHash = hashIp(visitor.ip, deps.ipSalt);

  // Counted per address key (an IPv6 line by its /64), hashed: no raw address in Redis.
  const rate = await deps.rateLimiter.hit(`comment:${hashIp(addressKey(visitor.ip), deps.ipSalt)}`);
  if (!rate.allowed) return failed(429, { retryAfterMs: rate.retryAfterMs });

  const isBot = input.website.trim() !== '';
  // A database hiccup reading the editors' words must not lose the comment: the coded list stays.
  const extraWords = !isBot && deps.ngWords ? await deps.ngWords().catch((): string[] => []) : [];
  const reasons = isBot ? ['honeypot'] : holdReasons(input, extraWords);
  if (!isBot && deps.captcha.secret) {
    const verdict = input.captchaToken
      ? await verifyCaptcha(
          { ...deps.captcha, secret: deps.captcha.secret },
          input.captchaToken,
          visitor.ip,
        )
      : 'missing';
    if (verdict === 'failed') return failed(400);
    if (verdict === 'missing') reasons.unshift('captcha-missing');
    if (verdict === 'unavailable') reasons.unshift('captcha-unverified');
  }

  try {
    const id = await deps.comments.create({
      articleSlug: input.slug,
      locale: input.locale,
      name: input.name,
      email: input.email,
      body: input.body,
      status: isBot ? 'spam' : 'pending',
      holdReason: reasons.length ? reasons.join(',') : null,
      ipHash,
      userAgent: visitor.userAgent,
    });
    // No published article by that slug: nothing to comment on (a tampered form).
    if (id === null) return failed(400);
    return { ok: true, id, status: 'pending' };
  } catch (error) {
    console.error('comment could not be stored', error);
    return failed(500);
  }
}

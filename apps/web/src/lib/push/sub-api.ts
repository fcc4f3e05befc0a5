import 'server-only';
import { siteConfig } from '@tsuzuri/config';
import { PrototypeKeyError, parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import type { z } from 'zod';
import { serverEnv } from '@/env';
import { addressKey } from '../abuse/address-key';
import { sharedLimiter } from '../abuse/shared-limiter';
import { visitorFromHeaders } from '../visitor';

/**
 * Shared by the push service's calls (/index.php/sub/register and /unregister): the
 * answer shape `{code}` (200 = done; docs/product.md#push-endpoints), a per-address rate limit and a bounded JSON body.
 */

/** A browser registers about once a month; 20 per address per 10 minutes leaves room for an office behind one NAT. */
export const PUSH_RATE = { limit: 20, windowMs: 10 * 60_000 } as const;
/** A registration is under 1 KB; anything much bigger is not one. */
const MAX_BODY_BYTES = 8 * 1024;

export function answer(code: number, msg?: string, headers: Record<string, string> = {}): Response {
  return Response.json(msg ? { code, msg } : { code }, {
    status: code,
    headers: { 'cache-control': 'no-store', ...headers },
  });
}

/**
 * Runs a push-service call: rate limit, push switched on, JSON body valid against `schema`;
 * `handle` gets the parsed body. Every refusal is `{code, msg}` with the same HTTP status.
 */
export async function pushServiceCall<T>(
  request: Request,
  schema: z.ZodType<T>,
  handle: (body: T) => Promise<Response>,
): Promise<Response> {
  const hit = await sharedLimiter('push', PUSH_RATE, serverEnv().REDIS_URL).hit(
    `push:${addressKey(visitorFromHeaders(request.headers).ip)}`,
  );
  if (!hit.allowed)
    return answer(429, 'too many requests', {
      'retry-after': String(Math.ceil(hit.retryAfterMs / 1000)),
    });
  if (!siteConfig().webPush.isOpen) return answer(404, 'web push is off');

  // The front has already refused bodies of undeclared length, so the declared one is the size.
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return answer(413, 'body too large');
  const text = await request.text().catch(() => '');
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return answer(413, 'body too large');
  let json: unknown;
  try {
    json = parseUntrustedJson(text);
  } catch (error) {
    return answer(
      400,
      error instanceof PrototypeKeyError ? `body: ${error.message}` : 'body must be JSON',
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer(400, `${issue.path.join('.') || 'body'}: ${issue.message}`);
  }
  return handle(parsed.data);
}

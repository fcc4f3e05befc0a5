import { siteConfig } from '@tsuzuri/config';
import { parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import { apiMessageLocale, commentErrorText, firstCommentError } from '@/lib/comments/messages';
import { commentSubmitDeps } from '@/lib/comments/runtime';
import { type SubmitResult, submitComment } from '@/lib/comments/submit';
import { visitorFromHeaders } from '@/lib/visitor';
import { commentInputFromForm } from '@/lib/forms/comment-fields';
import { readBodyForm, readBodyText } from '@/lib/http/request-body';

/**
 * JSON or a form post: the same fields either way (a client of the API needs no JavaScript
 * form), read in the charset the body declares (a Shift_JIS form is read as Japanese).
 */
async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      // A prototype key anywhere refuses the body (docs/security.md): it reads as no submission.
      const text = await readBodyText(request);
      const body: unknown = text === null ? null : parseUntrustedJson(text);
      return body && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    const form = await readBodyForm(request);
    return form && commentInputFromForm(form);
  } catch {
    return null;
  }
}

/**
 * POST /api/comments: the comment form as an API, answering in the {cscode, data} envelope.
 * 200 {id, status:'pending'} once the comment is stored; 400 with the field's message (docs/product.md#comment-form) for the
 * first invalid field (`data.errors` has them all); 429 when the address sends too many.
 * Messages follow ?lang=, then Accept-Language, then the comment's locale.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBody(request);
  const locale = apiMessageLocale(
    new URL(request.url),
    request.headers.get('accept-language'),
    body?.locale,
    siteConfig().defaultLocale,
  );
  const result: SubmitResult = body
    ? await submitComment(body, visitorFromHeaders(request.headers), await commentSubmitDeps())
    : { ok: false, httpStatus: 400, errors: { form: 'failed' } };
  if (result.ok)
    return Response.json({ cscode: 200, data: { id: result.id, status: result.status } });

  const errors = Object.fromEntries(
    Object.entries(result.errors).map(([field, key]) => [field, commentErrorText(locale, key)]),
  );
  const headers: HeadersInit = result.retryAfterMs
    ? { 'retry-after': String(Math.ceil(result.retryAfterMs / 1000)) }
    : {};
  return Response.json(
    {
      cscode: result.httpStatus,
      data: { errors },
      message: commentErrorText(locale, firstCommentError(result.errors)),
    },
    { status: result.httpStatus, headers },
  );
}

import type { Locale } from '@tsuzuri/config';
import { parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import type { Envelope } from '../api/envelope';
import { readBodyForm, readBodyText } from '../http/request-body';
import { type ContactField, contactInputFrom, primaryError } from '../forms/contact-fields';
import { contactErrorText } from '../forms/contact-texts';
import { type ContactSubmitDeps, type ContactVisitor, submitContact } from './submit';

/** Far above the schema's limits: a bigger body is not a contact message. */
const MAX_BODY_BYTES = 64 * 1024;

const envelope = <T>(
  status: number,
  data: T,
  message?: string,
  headers: Record<string, string> = {},
) =>
  Response.json({ cscode: status, data, ...(message ? { message } : {}) } satisfies Envelope<T>, {
    status,
    headers: { 'cache-control': 'no-store', ...headers },
  });

/**
 * A JSON object or a posted form (curl -d / -F), in the charset the body declares; anything
 * else, a charset no decoder knows, and JSON with a prototype key (docs/security.md), reads as
 * an empty submission.
 */
async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    if (/form/.test(request.headers.get('content-type') ?? '')) {
      const form = await readBodyForm(request);
      return form ? contactInputFrom(form) : {};
    }
    const text = await readBodyText(request);
    const body: unknown = text === null ? null : parseUntrustedJson(text);
    return body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * POST /api/contact: the same submission as the form, answered in the {cscode, data} envelope.
 * 200 = stored; 400 = invalid, with the form's message (docs/product.md#contact-form) for the request's locale (`locale` in the
 * body, else the default) in `message` and each field's in data.errors; 429 = too many; 500 =
 * not stored, try again.
 */
export async function contactApiResponse(
  request: Request,
  loadDeps: () => Promise<ContactSubmitDeps>,
  visitorOf: (headers: Headers, locale: unknown) => ContactVisitor,
): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
    return envelope(413, null, 'Payload too large');
  const body = await readBody(request);
  const visitor = visitorOf(
    request.headers,
    body.locale ?? new URL(request.url).searchParams.get('language'),
  );
  const text = (key: Parameters<typeof contactErrorText>[0], locale: Locale = visitor.locale) =>
    contactErrorText(key, locale);
  let deps: ContactSubmitDeps;
  try {
    deps = await loadDeps();
  } catch (error) {
    console.error('contact: the database or configuration is unavailable', error);
    return envelope(500, null, text('network'));
  }
  const outcome = await submitContact(body, visitor, deps);
  switch (outcome.status) {
    case 'sent':
      return envelope(200, { received: true });
    case 'invalid': {
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, key]) => [field, text(key)]),
      ) as Partial<Record<ContactField, string>>;
      return envelope(400, { errors }, text(primaryError(outcome.errors)));
    }
    case 'rateLimited':
      return envelope(429, null, text('rateLimited'), {
        'retry-after': String(Math.ceil(outcome.retryAfterMs / 1000)),
      });
    case 'failed':
      return envelope(500, null, text('network'));
  }
}

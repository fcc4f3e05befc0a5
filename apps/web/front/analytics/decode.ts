import { createHash } from 'node:crypto';
import { PrototypeKeyError, parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import { type Payload, PayloadSchema, UploadWrapperSchema, describeIssue } from './schema';
import { formToPayload } from './v2-form';

/** A report body that decoded into one valid event, or why it did not. */
export type Decoded =
  | { ok: true; payload: Payload; uploadId: string; mode: 'beacon' | 'post' | 'form' }
  | { ok: false; msg: string };

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Strict base64 (standard or URL-safe): Buffer.from alone would skip any junk it meets. */
function fromBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact || compact.length % 4 === 1 || !BASE64.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/**
 * The JSON that `text` holds as base64, or why not: `what` names the text ("body", "data") and
 * `where` the place a prototype key sat in. Such a key anywhere refuses the whole report (docs/security.md).
 */
function base64Json(
  text: string,
  what: string,
  where: string,
): { ok: true; value: unknown } | { ok: false; msg: string } {
  const bytes = fromBase64(text);
  if (!bytes) return { ok: false, msg: `${what} is not base64` };
  try {
    return { ok: true, value: parseUntrustedJson(bytes.toString('utf8')) };
  } catch (error) {
    return {
      ok: false,
      msg:
        error instanceof PrototypeKeyError
          ? `${where}: ${error.message}`
          : `${what} is not base64 of JSON`,
    };
  }
}

/** The report, once `value` is a valid payload: both endpoints end here. */
function decoded(value: unknown, uploadId: string, mode: 'beacon' | 'post' | 'form'): Decoded {
  const parsed = PayloadSchema.safeParse(value);
  return parsed.success
    ? { ok: true, payload: parsed.data as Payload, uploadId, mode }
    : { ok: false, msg: describeIssue(parsed.error, value) };
}

/**
 * POST /api/web/report: the body is base64 of the JSON upload wrapper {data, mode, upload_id},
 * and `data` is base64 of the cleaned payload's JSON (one event).
 */
export function decodeReport(body: Buffer): Decoded {
  const wrapperJson = base64Json(body.toString('latin1'), 'body', 'upload wrapper');
  if (!wrapperJson.ok) return wrapperJson;
  const wrapper = UploadWrapperSchema.safeParse(wrapperJson.value);
  if (!wrapper.success)
    return {
      ok: false,
      msg: `invalid upload wrapper: ${wrapper.error.issues[0]?.path.join('.') || 'not an object'}`,
    };
  const payloadJson = base64Json(wrapper.data.data, 'data', 'data');
  if (!payloadJson.ok) return payloadJson;
  return decoded(payloadJson.value, wrapper.data.upload_id, wrapper.data.mode);
}

/**
 * POST /v2/report (the older tracker): form-encoded fields, arrays as `key[]=json`. It has no
 * upload id, so the body's hash stands in for one: the same body twice is a replay.
 */
export function decodeV2Report(body: Buffer): Decoded {
  const text = body.toString('utf8');
  const fields = formToPayload(text);
  if (!fields.ok) return fields;
  return decoded(
    fields.value,
    `v2:${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`,
    'form',
  );
}

import { createHash } from 'node:crypto';
import { PrototypeKeyError, parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import { type Payload, PayloadSchema, UploadWrapperSchema, describeIssue } from './schema';
import { formToPayload } from './v2-form';

/** A report body that decoded into one valid event, or why it did not. */
export type Decoded = { ok: true; payload: Payload; uploadId: string; mode: 'beacon' | 'post' | 'form' } | { ok: false; msg: string };

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

/** Strict base64 (standard or URL-safe): Buffer.from alone would skip any junk it meets. */
function fromBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact || compact.length % 4 === 1 || !BASE64.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

/** The JSON in `bytes`; a prototype key anywhere refuses the whole report (docs/security.md). */
function parseJson(bytes: Buffer): { ok: true; value: unknown } | { ok: false; refusedKey?: string } {
  try {
    return { ok: true, value: parseUntrustedJson(bytes.toString('utf8')) };
  } catch (error) {
    return { ok: false, refusedKey: error instanceof PrototypeKeyError ? error.message : undefined };
  }
}

function validPayload(value: unknown): { ok: true; payload: Payload } | { ok: false; msg: string } {
  const parsed = PayloadSchema.safeParse(value);
  return parsed.success ? { ok: true, payload: parsed.data as Payload } : { ok: false, msg: describeIssue(parsed.error, value) };
}

/**
 * POST /api/web/report: the body is base64 of the JSON upload wrapper {data, mode, upload_id},
 * and `data` is base64 of the cleaned payload's JSON (one event).
 */
export function decodeReport(body: Buffer): Decoded {
  const outer = fromBase64(body.toString('latin1'));
  if (!outer) return { ok: false, msg: 'body is not base64' };
  const wrapperJson = parseJson(outer);
  if (!wrapperJson.ok) return { ok: false, msg: wrapperJson.refusedKey ? `upload wrapper: ${wrapperJson.refusedKey}` : 'body is not base64 of JSON' };
  const wrapper = UploadWrapperSchema.safeParse(wrapperJson.value);
  if (!wrapper.success) return { ok: false, msg: `invalid upload wrapper: ${wrapper.error.issues[0]?.path.join('.') || 'not an object'}` };
  const inner = fromBase64(wrapper.data.data);
  if (!inner) return { ok: false, msg: 'data is not base64' };
  const payloadJson = parseJson(inner);
  if (!payloadJson.ok) return { ok: false, msg: payloadJson.refusedKey ? `data: ${payloadJson.refusedKey}` : 'data is not base64 of JSON' };
  const payload = validPayload(payloadJson.value);
  if (!payload.ok) return payload;
  return { ok: true, payload: payload.payload, uploadId: wrapper.data.upload_id, mode: wrapper.data.mode };
}

/**
 * POST /v2/report (the older tracker): form-encoded fields, arrays as `key[]=json`. It has no
 * upload id, so the body's hash stands in for one: the same body twice is a replay.
 */
export function decodeV2Report(body: Buffer): Decoded {
  const text = body.toString('utf8');
  const fields = formToPayload(text);
  if (!fields.ok) return fields;
  const payload = validPayload(fields.value);
  if (!payload.ok) return payload;
  return { ok: true, payload: payload.payload, uploadId: `v2:${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`, mode: 'form' };
}

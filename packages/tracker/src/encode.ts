import type { UploadWrapper } from './protocol';
import { hashString } from './hash';

/** Base64 of the UTF-8 bytes (btoa alone throws on anything beyond Latin-1, e.g. Japanese). */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // Chunked: spreading a whole large array into fromCharCode can overflow the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The body of POST /api/web/report: base64 of the wrapper JSON, whose data is base64 of the payload JSON. */
export function uploadBody(
  payloadJson: string,
  mode: UploadWrapper['mode'],
  visitorId: string,
): string {
  const data = base64Utf8(payloadJson);
  const wrapper: UploadWrapper = { data, mode, upload_id: visitorId + hashString(data) };
  return base64Utf8(JSON.stringify(wrapper));
}

/** The older /v2/report form: scalars as-is, objects as JSON, arrays as one `key[]=<item JSON>` per item. */
export function legacyForm(payload: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    if (Array.isArray(value))
      for (const item of value) form.append(`${key}[]`, JSON.stringify(item));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

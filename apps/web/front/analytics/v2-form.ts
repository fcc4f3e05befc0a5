import { JSON_FIELDS, NUMBER_FIELDS } from './schema';

const ARRAY_KEY = /^([a-z_]+)\[\]$/;
const NESTED_KEY = /^([a-z_]+)\[([a-z_]+)\]$/;

function jsonOrText(raw: string): unknown {
  try {
    const v = JSON.parse(raw);
    // A JSON string is its text; a bare number is the value as written ("pids[]=123" is "123").
    if (typeof v === 'string') return v;
    return v !== null && typeof v === 'object' ? v : raw;
  } catch {
    return raw;
  }
}

/**
 * The form body of /v2/report as a payload object, before validation: `key[]=json` items make
 * arrays, `key[sub]=v` or `key=json` make objects, number fields become numbers, and empty
 * values are dropped (the tracker's cleaning rule). Only a body that is not a form fails here.
 */
export function formToPayload(body: string): { ok: true; value: Record<string, unknown> } | { ok: false; msg: string } {
  if (!body.includes('=')) return { ok: false, msg: 'body is not form-encoded' };
  const params = new URLSearchParams(body);
  const out: Record<string, unknown> = {};
  for (const [key, raw] of params) {
    if (raw === '' || raw === 'undefined' || raw === 'null') continue;
    const array = ARRAY_KEY.exec(key);
    const nested = NESTED_KEY.exec(key);
    if (array) {
      const list = Array.isArray(out[array[1]]) ? (out[array[1]] as unknown[]) : [];
      list.push(jsonOrText(raw));
      out[array[1]] = list;
    } else if (nested) {
      const current = out[nested[1]];
      const obj = current && typeof current === 'object' && !Array.isArray(current) ? (current as Record<string, unknown>) : {};
      obj[nested[2]] = raw;
      out[nested[1]] = obj;
    } else if (NUMBER_FIELDS.has(key)) {
      out[key] = Number(raw);
    } else if (JSON_FIELDS.has(key)) {
      out[key] = jsonOrText(raw);
    } else {
      out[key] = raw;
    }
  }
  return { ok: true, value: out };
}

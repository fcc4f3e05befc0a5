import {
  emptyRecord,
  PrototypeKeyError,
  parseUntrustedJson,
  prototypeKeyNamedBy,
} from '@tsuzuri/text/safe-keys';
import { JSON_FIELDS, NUMBER_FIELDS } from './schema';

const ARRAY_KEY = /^([a-z_]+)\[\]$/;
const NESTED_KEY = /^([a-z_]+)\[([a-z_]+)\]$/;

function jsonOrText(raw: string): unknown {
  try {
    const v = parseUntrustedJson(raw);
    // A JSON string is its text; a bare number is the value as written ("pids[]=123" is "123").
    if (typeof v === 'string') return v;
    return v !== null && typeof v === 'object' ? v : raw;
  } catch (error) {
    if (error instanceof PrototypeKeyError) throw error;
    return raw;
  }
}

type Form = { ok: true; value: Record<string, unknown> } | { ok: false; msg: string };

/**
 * The form body of /v2/report as a payload object, before validation: `key[]=json` items make
 * arrays, `key[sub]=v` or `key=json` make objects, number fields become numbers, and empty
 * values are dropped (the tracker's cleaning rule). A body that is not a form fails here, and so
 * does one with a prototype key in a name or in a JSON value: `__proto__[x]=1` written into a
 * plain object would reach Object.prototype and break every page of the process.
 */
export function formToPayload(body: string): Form {
  if (!body.includes('=')) return { ok: false, msg: 'body is not form-encoded' };
  const out = emptyRecord<unknown>();
  try {
    for (const [key, raw] of new URLSearchParams(body)) {
      const refused = prototypeKeyNamedBy(key);
      if (refused) throw new PrototypeKeyError(refused);
      if (raw === '' || raw === 'undefined' || raw === 'null') continue;
      addField(out, key, raw);
    }
  } catch (error) {
    if (error instanceof PrototypeKeyError)
      return { ok: false, msg: `form field ${error.message}` };
    throw error;
  }
  return { ok: true, value: out };
}

function addField(out: Record<string, unknown>, key: string, raw: string): void {
  const array = ARRAY_KEY.exec(key);
  const nested = NESTED_KEY.exec(key);
  if (array) {
    const list = Array.isArray(out[array[1]]) ? (out[array[1]] as unknown[]) : [];
    list.push(jsonOrText(raw));
    out[array[1]] = list;
  } else if (nested) {
    const current = out[nested[1]];
    const obj =
      current && typeof current === 'object' && !Array.isArray(current)
        ? (current as Record<string, unknown>)
        : emptyRecord();
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

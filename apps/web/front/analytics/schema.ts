import {
  EVENTS,
  PAYLOAD_FIELDS,
  type PayloadField,
  type TrackingPayload,
} from '@tsuzuri/tracker/protocol';
import { z } from 'zod';

/**
 * The server side of the tracking protocol (rule 5: one schema on both sides). The browser
 * bundle carries the plain lists of packages/tracker/src/protocol.ts; this file builds the zod
 * schema from the same lists, so a field added there is accepted here without a second edit.
 */

// No NUL: PostgreSQL text refuses it, and one such event would fail every batch it is in.
const noNul = (v: string) => !v.includes('\u0000');
const text = z.string().max(2048).refine(noNul, 'must not contain NUL');
/** Visitor and page ids (the tracker's are 32 hex digits): short, so the per-process maps stay small. */
const id = z.string().max(128).refine(noNul, 'must not contain NUL');
const ID_FIELDS = [
  'token_id',
  'tmp_token_id',
  'finger_id',
  'doc_id',
  'prev_doc_id',
  'page_load_id',
  's_id',
  'mac',
] as const;
const count = z.number().finite().min(0).max(1e13);

// Which fields are numbers and which have a structure is read off protocol.ts's TrackingPayload
// type: the Records below must name exactly those fields, so a field added there with another
// type fails the type-check here instead of every report failing validation at run time.
type FieldsOf<T> = {
  [K in keyof TrackingPayload]-?: NonNullable<TrackingPayload[K]> extends T ? K : never;
}[keyof TrackingPayload];
type NumberField = FieldsOf<number>;
type StructuredField = Exclude<PayloadField, NumberField | FieldsOf<string>>;

const NUMBERS: Record<NumberField, z.ZodType> = {
  scroll_height: count,
  viewport_height: count,
  viewport_width: count,
  visit_timestamp: count,
  first_access: count,
  http_code: count,
  event_time: count,
  highest_page_viewed_percent: z.number().min(0).max(100),
};

const STRUCTURED: Record<StructuredField, z.ZodType> = {
  event_target: z.object({ url: text.optional(), fullurl: text.optional() }),
  install: z.object({
    package_name: text.optional(),
    app_id: text.optional(),
    pid: text.optional(),
    download_url: text.optional(),
  }),
  ga_ids: z.object({ year: text.optional(), day: text.optional() }),
  pids: z.array(text).max(50),
  ab_try_list: z
    .array(z.object({ key: text, version: text, value: text, expire_day: count.optional() }))
    .max(50),
};

/** Number fields: the older form-encoded endpoint sends them as text. */
export const NUMBER_FIELDS = new Set<string>(Object.keys(NUMBERS));
/** Objects and arrays: the older form-encoded endpoint sends them as JSON. */
export const JSON_FIELDS = new Set<string>(Object.keys(STRUCTURED));

const fieldSchema = (f: PayloadField): z.ZodType =>
  f === 'event'
    ? z.enum(EVENTS)
    : (
        (NUMBERS as Record<string, z.ZodType>)[f] ??
        (STRUCTURED as Record<string, z.ZodType>)[f] ??
        ((ID_FIELDS as readonly string[]).includes(f) ? id : text)
      ).optional();

const shape = Object.fromEntries(PAYLOAD_FIELDS.map((f) => [f, fieldSchema(f)])) as Record<
  PayloadField,
  z.ZodType
>;

/** One tracking event. Unknown keys are dropped, not refused: an older server meets a newer tracker. */
export const PayloadSchema = z.object(shape);
/** What a payload is after parsing: the tracker's own type (protocol.ts). */
export type Payload = TrackingPayload;

/** The upload wrapper of /api/web/report (protocol.ts UploadWrapper). */
export const UploadWrapperSchema = z.object({
  data: z
    .string()
    .min(1)
    .max(64 * 1024),
  mode: z.enum(['beacon', 'post']),
  upload_id: z.string().min(1).max(256).refine(noNul, 'must not contain NUL'),
});

/** A readable reason for a payload that failed the schema; unknown events say so by name. */
export function describeIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (issue?.path[0] === 'event') {
    const given = (input as { event?: unknown })?.event;
    return given === undefined
      ? 'event is required'
      : `unknown event ${JSON.stringify(given).slice(0, 60)}`;
  }
  return `invalid field ${issue?.path.join('.') || '(payload)'}: ${issue?.message ?? 'invalid'}`;
}

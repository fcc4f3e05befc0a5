import { tokyoTime } from '@tsuzuri/db/day';
import type { AuditFilterInput } from '@tsuzuri/staff';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Japan-time day (YYYY-MM-DD) as the UTC instant it starts at. */
const tokyoDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000).toISOString();

/** The audit screen's query (`?actor=&action=&from=&to=&before=`) as the repository's filter. */
export function auditFilterOf(q: Query): AuditFilterInput {
  const from = one(q.from);
  const to = one(q.to);
  return {
    actorId: one(q.actor),
    action: one(q.action),
    from: from && DAY.test(from) ? tokyoDayStart(from) : undefined,
    // The "to" day is included: up to the start of the next day.
    to: to && DAY.test(to) ? tokyoDayStart(to, 1) : undefined,
    before: one(q.before) ? Number(one(q.before)) : undefined,
    limit: 100,
  };
}

/** An instant as Japan time to the second, `2026-11-25 20:15:03`. */
export const tokyoSecond = (iso: string) => tokyoTime(iso, 'second');

import { isCalendarDay } from '@tsuzuri/analytics/console';
import { tokyoTime } from '@tsuzuri/db/day';
import type { AuditFilterInput } from '@tsuzuri/staff';

type Query = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === 'string' && v ? v : undefined);

/** Why a period cannot be searched: a day that is not a date, or the first after the last. */
export type PeriodProblem = 'badFrom' | 'badTo' | 'reversed';

/** A Japan-time day (YYYY-MM-DD) as the UTC instant it starts at. */
const tokyoDayStart = (day: string, plusDays = 0) =>
  new Date(Date.parse(`${day}T00:00:00+09:00`) + plusDays * 86_400_000).toISOString();

function periodProblem(from?: string, to?: string): PeriodProblem | null {
  if (from && !isCalendarDay(from)) return 'badFrom';
  if (to && !isCalendarDay(to)) return 'badTo';
  return from && to && from > to ? 'reversed' : null;
}

/**
 * The "older entries" link's cursor: the id of the last entry shown, a whole number from 1. The
 * link is the screen's own, so anything else is a link cut or typed by hand.
 */
const ENTRY_ID = /^[1-9]\d{0,14}$/;

/**
 * The audit screen's query (`?actor=&action=&from=&to=&before=`) as the repository's filter, and
 * what is wrong with its period, if anything: the screen says it in words instead of listing
 * nothing for a reversed period or failing on a day that does not exist. A `before` that is no
 * entry number is dropped (`badOlder`): the screen says so and lists from the newest entry.
 */
export function auditFilterOf(q: Query): {
  filter: AuditFilterInput;
  problem: PeriodProblem | null;
  badOlder: boolean;
} {
  const from = one(q.from);
  const to = one(q.to);
  const problem = periodProblem(from, to);
  const before = one(q.before);
  const badOlder = before !== undefined && !ENTRY_ID.test(before);
  return {
    filter: {
      actorId: one(q.actor),
      action: one(q.action),
      from: from && !problem ? tokyoDayStart(from) : undefined,
      // The "to" day is included: up to the start of the next day.
      to: to && !problem ? tokyoDayStart(to, 1) : undefined,
      before: before && !badOlder ? Number(before) : undefined,
      limit: 100,
    },
    problem,
    badOlder,
  };
}

/** An instant as Japan time to the second, `2026-11-25 20:15:03`. */
export const tokyoSecond = (iso: string) => tokyoTime(iso, 'second');

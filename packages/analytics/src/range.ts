import { z } from 'zod';
import { dayOf } from '@tsuzuri/db';

/** The longest range one stats request may cover. */
export const MAX_STATS_DAYS = 366;
const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
  }, 'is not a real day');

function checkDay(name: string, value: string): string | null {
  const checked = DAY.safeParse(value);
  return checked.success ? null : `${name} ${checked.error.issues[0]?.message}`;
}

export type StatsQuery = { from: string; to: string; page: string | null };

/**
 * The stats range, from what an operator typed (CLI flags or query parameters): days in UTC,
 * `to` defaults to today and `from` to six days before `to` (a week). Shared by
 * `npm run stats` and GET /api/admin/stats, so both read the same defaults and limits.
 */
export function statsQuery(
  input: { from?: string | null; to?: string | null; page?: string | null },
  now = new Date(),
): { ok: true; value: StatsQuery } | { ok: false; msg: string } {
  const to = input.to || dayOf(now);
  const badTo = checkDay('to', to);
  if (badTo) return { ok: false, msg: badTo };
  const from = input.from || dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000));
  const badFrom = checkDay('from', from);
  if (badFrom) return { ok: false, msg: badFrom };
  if (from > to) return { ok: false, msg: 'from must not be after to' };
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_STATS_DAYS)
    return { ok: false, msg: `at most ${MAX_STATS_DAYS} days at a time` };
  const page = input.page?.trim() || null;
  if (page && page.length > 512) return { ok: false, msg: 'page is too long' };
  return { ok: true, value: { from, to, page } };
}

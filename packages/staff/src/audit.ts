import type { Db } from '@tsuzuri/db';
import { z } from 'zod';

/** Who did it: a signed-in staff member, or the operator's command line (id null). */
export type Actor = { id: string | null; email: string };
export const COMMAND_LINE: Actor = { id: null, email: 'cli' };

export type AuditEntry = {
  actor: Actor;
  /** What was done: a permission name (`articles.publish`) or a finer verb (`users.disable`). */
  action: string;
  /** What it was done to: `article:best-free-dvd-software`, `user:ab12…`, `tag:latest:ja`. */
  target?: string;
  /** What changed, as JSON; never a password, token or secret. */
  details?: Record<string, unknown>;
};

/** Details larger than this are cut (a runaway payload must not fill the log). */
const MAX_DETAILS = 16_000;

/**
 * Writes one audit row. Every console write calls it (staffAction does it for you), in the same
 * transaction as the write when it has one (`db` may be a transaction), so a write is never
 * without its row.
 */
export async function audit(db: Db, entry: AuditEntry): Promise<void> {
  let details = JSON.stringify(entry.details ?? {});
  if (details.length > MAX_DETAILS) details = JSON.stringify({ truncated: details.slice(0, 2000) });
  await db
    .insertInto('staff_audit')
    .values({
      at: new Date().toISOString(),
      actor_id: entry.actor.id,
      actor_email: entry.actor.email,
      action: entry.action.slice(0, 100),
      target: (entry.target ?? '').slice(0, 500),
      details,
    })
    .execute();
}

/** The filters of the audit screen; all optional. Times are ISO-8601 (from inclusive, to exclusive). */
export const AuditFilter = z.object({
  actorId: z.string().min(1).max(100).optional(),
  action: z.string().min(1).max(100).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Rows older than this id (the next page). */
  before: z.coerce.number().int().min(1).optional(),
});
export type AuditFilterInput = z.input<typeof AuditFilter>;

export type AuditRow = {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
};

/** The audit log, newest first, filtered by actor, action (exact, or `area.*`) and period. */
export async function listAudit(db: Db, input: AuditFilterInput = {}): Promise<AuditRow[]> {
  const f = AuditFilter.parse(input);
  let q = db.selectFrom('staff_audit').selectAll();
  if (f.actorId) q = q.where('actor_id', '=', f.actorId);
  if (f.action?.endsWith('.*')) q = q.where('action', 'like', `${f.action.slice(0, -1)}%`);
  else if (f.action) q = q.where('action', '=', f.action);
  if (f.from) q = q.where('at', '>=', new Date(f.from).toISOString());
  if (f.to) q = q.where('at', '<', new Date(f.to).toISOString());
  if (f.before) q = q.where('id', '<', f.before);
  const rows = await q.orderBy('id', 'desc').limit(f.limit).execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    action: r.action,
    target: r.target,
    details: parseDetails(r.details),
  }));
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };
  } catch {
    return { raw: text };
  }
}

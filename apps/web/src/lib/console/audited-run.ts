import type { Action } from '@tsuzuri/staff/permissions';
import type { StaffContext } from './staff-context';

const isRefusal = (result: unknown) =>
  typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === false;

/**
 * Runs a console write; one that did not record itself gets a bare audit row after it succeeds.
 * A refused one (an answer with `ok: false`: a conflict, an invalid field) changed nothing and
 * is not written to the audit log.
 */
export async function runAudited<R>(
  ctx: StaffContext,
  action: Action,
  run: (ctx: StaffContext) => Promise<R>,
): Promise<R> {
  let recorded = false;
  const result = await run({
    ...ctx,
    audit: async (entry, db) => {
      recorded = true;
      await ctx.audit(entry, db);
    },
    audited: () => {
      recorded = true;
    },
  });
  if (!recorded && !isRefusal(result)) await ctx.audit({ action });
  return result;
}

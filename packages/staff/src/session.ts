import type { StaffAuth } from './auth';
import { type Action, can, isRole, type Role } from './permissions';

/** The signed-in staff member, as every console screen and action sees them. */
export type Staff = { id: string; name: string; email: string; role: Role };

/**
 * Who a request's session cookie belongs to, or null: a session row that exists and has not
 * expired, of an account that is not disabled, with a known role. Read from the database each
 * time (no cookie cache: auth.ts), so disabling an account signs it out at once.
 */
export async function staffOfRequest(auth: StaffAuth, headers: Headers): Promise<Staff | null> {
  const found = await auth.api.getSession({ headers }).catch(() => null);
  if (!found) return null;
  const user = found.user as typeof found.user & { role?: unknown; disabled?: unknown };
  // The adapter turns the stored 0/1 into a boolean; a raw 1 counts as disabled too.
  const disabled: unknown = user.disabled;
  if (disabled === true || disabled === 1 || !isRole(user.role)) return null;
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export type Decision = { allowed: Staff } | { refused: 'signed-out' | 'forbidden'; staff?: Staff };

/** The guard's one decision (apps/web/src/lib/console/guard.ts turns it into a redirect or a 403). */
export function decide(staff: Staff | null, action: Action): Decision {
  if (!staff) return { refused: 'signed-out' };
  return can(staff.role, action) ? { allowed: staff } : { refused: 'forbidden', staff };
}

import 'server-only';
import { getDb } from '@tsuzuri/db';
import { listUsers } from '@tsuzuri/staff';

/**
 * Who did it, as colleagues know them: a staff member's name for the email address the data
 * keeps (handled by, created by). An address of no account (removed, or the CLI's) stays as it is.
 */
export async function staffNames(): Promise<(email: string | null) => string> {
  const names = new Map((await listUsers(await getDb())).map((u) => [u.email, u.name]));
  return (email) => (email ? (names.get(email) ?? email) : '');
}

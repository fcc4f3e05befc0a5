import type { Db } from '@tsuzuri/db';
import type { Actor } from '@tsuzuri/staff';
import type { Staff } from './session';

/** What a console write gets besides its own arguments. */
export type StaffContext = {
  staff: Staff;
  /** Who to name in the audit log: pass it to repository functions that audit themselves. */
  actor: Actor;
  /**
   * Records the write in the audit log. Pass your transaction as `db` to commit both together.
   * staffAction/staffRoute write a bare row after a write that recorded nothing.
   */
  audit(
    entry: { target?: string; details?: Record<string, unknown>; action?: string },
    db?: Db,
  ): Promise<void>;
  /** Says the write was audited by the repository function it called (given `actor`). */
  audited(): void;
};

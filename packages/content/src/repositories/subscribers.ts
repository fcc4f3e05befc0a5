import type { Db } from '../db/connection';

export function subscribersRepository(db: Db) {
  return {
    /**
     * Stores an address once (case-insensitively); a repeat is not an error — the visitor is
     * subscribed either way. Resolves only after the row is committed.
     */
    async add(email: string, locale: string): Promise<'added' | 'exists'> {
      const result = await db
        .insertInto('subscribers')
        .values({ email: email.trim().toLowerCase(), locale, created_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0 ? 'added' : 'exists';
    },

    async count(): Promise<number> {
      const row = await db.selectFrom('subscribers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

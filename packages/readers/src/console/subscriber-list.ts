import type { Db } from '@tsuzuri/db';

export type SubscriberRow = {
  id: number;
  email: string;
  locale: string;
  status: string;
  createdAt: string;
  confirmedAt: string | null;
};

/** The newsletter's addresses for the console: the list (and its CSV) and removal. */
export function subscriberListRepository(db: Db) {
  return {
    async list(opts: { limit?: number; offset?: number } = {}): Promise<SubscriberRow[]> {
      const rows = await db
        .selectFrom('subscribers')
        .select(['id', 'email', 'locale', 'status', 'created_at', 'confirmed_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(opts.limit ?? 100_000)
        .offset(opts.offset ?? 0)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        email: r.email,
        locale: r.locale,
        status: r.status,
        createdAt: r.created_at,
        confirmedAt: r.confirmed_at,
      }));
    },

    /** Deletes the address (as its unsubscribe link would); its email, or null when there is none. */
    async remove(id: number): Promise<string | null> {
      const row = await db
        .deleteFrom('subscribers')
        .where('id', '=', id)
        .returning('email')
        .executeTakeFirst();
      return row?.email ?? null;
    },
  };
}

import type { Db } from '@tsuzuri/db';
import { z } from 'zod';

export type InboxState = 'new' | 'handled';
export const NoteSchema = z.string().max(2000, 'too-long');

export type InboxMessage = {
  id: number;
  reason: string;
  name: string;
  email: string;
  subject: string;
  body: string;
  locale: string;
  createdAt: string;
  mailStatus: string;
  mailError: string | null;
  handledAt: string | null;
  handledBy: string | null;
  note: string | null;
};

/** The contact inbox: new or handled messages with the staff's notes, and the mail state. */
export function inboxRepository(db: Db) {
  return {
    async list(opts: { state?: InboxState; limit?: number } = {}): Promise<InboxMessage[]> {
      let q = db.selectFrom('messages').selectAll();
      if (opts.state === 'new') q = q.where('handled_at', 'is', null);
      if (opts.state === 'handled') q = q.where('handled_at', 'is not', null);
      const rows = await q
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(opts.limit ?? 200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        reason: r.reason,
        name: r.name,
        email: r.email,
        subject: r.subject,
        body: r.body,
        locale: r.locale,
        createdAt: r.created_at,
        mailStatus: r.mail_status,
        mailError: r.mail_error,
        handledAt: r.handled_at,
        handledBy: r.handled_by,
        note: r.note,
      }));
    },

    /** Marks a message handled (by whom) or new again; false when there is no such message. */
    async setHandled(id: number, handled: boolean, by: string, now = new Date()) {
      const r = await db
        .updateTable('messages')
        .set(
          handled
            ? { handled_at: now.toISOString(), handled_by: by }
            : { handled_at: null, handled_by: null },
        )
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async setNote(id: number, note: string): Promise<boolean> {
      const r = await db
        .updateTable('messages')
        .set({ note: note.trim() ? note : null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}

import {
  oneAtATime,
  type Db,
  type MailStatus,
  type MessageReason,
  type MessageTable,
} from '@tsuzuri/db';
import { windowStart } from './same-submission';

export type { MailStatus, MessageReason };

/** What the sender wrote (the table's own columns), and how we received it. */
export type NewMessage = Pick<
  MessageTable,
  'reason' | 'name' | 'email' | 'subject' | 'body' | 'locale'
> & {
  ipHash: string | null;
  userAgent: string | null;
  /** 'pending' when a mail is about to be sent, 'not_configured' when there is no SMTP. */
  mailStatus: 'pending' | 'not_configured';
};

export type StoredMessage = Omit<NewMessage, 'mailStatus'> & {
  id: number;
  createdAt: string;
  mailStatus: MailStatus;
  mailError: string | null;
  mailedAt: string | null;
};

type Row = Omit<MessageTable, 'id'> & { id: number };

const toMessage = (r: Row): StoredMessage => ({
  id: r.id,
  reason: r.reason,
  name: r.name,
  email: r.email,
  subject: r.subject,
  body: r.body,
  locale: r.locale,
  ipHash: r.ip_hash,
  userAgent: r.user_agent,
  createdAt: r.created_at,
  mailStatus: r.mail_status,
  mailError: r.mail_error,
  mailedAt: r.mailed_at,
});

/** Mail errors can carry a whole SMTP transcript; the editor needs the gist. */
const MAX_ERROR_LENGTH = 500;

export function messagesRepository(db: Db) {
  return {
    /**
     * Stores a contact message; resolves only after the row is committed. The same message
     * (reason, name, email, subject, text) from the same address within SAME_SUBMISSION_WINDOW_MS
     * (a double click on the form without JavaScript) resolves with the first one, `repeated`,
     * and stores nothing: the editors are not mailed twice.
     */
    async create(m: NewMessage, now = new Date()): Promise<StoredMessage & { repeated: boolean }> {
      return db.transaction().execute(async (trx) => {
        if (m.ipHash) {
          await oneAtATime(trx, `contact:${m.ipHash}`);
          const twin = await trx
            .selectFrom('messages')
            .selectAll()
            .where('ip_hash', '=', m.ipHash)
            .where('reason', '=', m.reason)
            .where('name', '=', m.name)
            .where('email', '=', m.email)
            .where('subject', '=', m.subject)
            .where('body', '=', m.body)
            .where('created_at', '>=', windowStart(now))
            .orderBy('id')
            .executeTakeFirst();
          if (twin) return { ...toMessage(twin), repeated: true };
        }
        const row = await trx
          .insertInto('messages')
          .values({
            reason: m.reason,
            name: m.name,
            email: m.email,
            subject: m.subject,
            body: m.body,
            locale: m.locale,
            ip_hash: m.ipHash,
            user_agent: m.userAgent,
            created_at: now.toISOString(),
            mail_status: m.mailStatus,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { ...toMessage(row), repeated: false };
      });
    },

    /** The newest messages first (ties by id, so two in the same millisecond keep their order). */
    async list(limit = 50): Promise<StoredMessage[]> {
      const rows = await db
        .selectFrom('messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(Math.max(1, Math.min(limit, 1000)))
        .execute();
      return rows.map(toMessage);
    },

    async get(id: number): Promise<StoredMessage | undefined> {
      const row = await db
        .selectFrom('messages')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toMessage(row) : undefined;
    },

    /** Records how mailing a stored message went. */
    async markMailed(
      id: number,
      status: 'sent' | 'failed',
      error: string | null = null,
      now = new Date(),
    ): Promise<void> {
      await db
        .updateTable('messages')
        .set({
          mail_status: status,
          mail_error: error ? error.slice(0, MAX_ERROR_LENGTH) : null,
          mailed_at: now.toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

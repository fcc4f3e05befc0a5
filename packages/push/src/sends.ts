import { type Db, oneAtATime, type PushSendStatus, type PushSendTable } from '@tsuzuri/db';
import type { PushCompose } from './push-compose';
import { samePushId } from './same-push';
import type { SendReport } from './send';

export type PushSend = {
  id: number;
  title: string;
  body: string;
  url: string;
  audience: string;
  sendAt: string;
  status: PushSendStatus;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
  total: number;
  delivered: number;
  failed: number;
  removed: number;
  error: string | null;
};

type Row = Omit<PushSendTable, 'id' | 'total' | 'delivered' | 'failed' | 'removed'> & {
  id: number;
  total: number;
  delivered: number;
  failed: number;
  removed: number;
};
const toSend = (r: Row): PushSend => ({
  id: Number(r.id),
  title: r.title,
  body: r.body,
  url: r.url,
  audience: r.audience,
  sendAt: r.send_at,
  status: r.status,
  createdBy: r.created_by,
  createdAt: r.created_at,
  finishedAt: r.finished_at,
  total: Number(r.total),
  delivered: Number(r.delivered),
  failed: Number(r.failed),
  removed: Number(r.removed),
  error: r.error,
});

/** When a compose is stored to go: its own time while that is still to come, else now. */
const storedSendAt = (input: PushCompose, now: Date): string | 'now' =>
  input.sendAt && Date.parse(input.sendAt) > now.getTime()
    ? new Date(input.sendAt).toISOString()
    : 'now';

/**
 * Composed pushes and their outcome. A send runs on exactly one instance: whoever moves it
 * from scheduled to sending in one conditional UPDATE owns it (claim), however many
 * schedulers look at the same due row at once.
 */
export function pushSendsRepository(db: Db) {
  return {
    async create(input: PushCompose, by: string, now = new Date()): Promise<PushSend> {
      const sendAt = storedSendAt(input, now);
      const row = await db
        .insertInto('push_sends')
        .values({
          title: input.title,
          body: input.body,
          url: input.url,
          audience: input.audience,
          send_at: sendAt === 'now' ? now.toISOString() : sendAt,
          status: 'scheduled',
          created_by: by,
          created_at: now.toISOString(),
          claimed_at: null,
          finished_at: null,
          error: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSend(row as Row);
    },

    /**
     * `create`, unless the same push was composed moments ago (samePushId: a double click):
     * then that one, with `repeated`, and nothing new is stored, so nobody is notified twice.
     */
    async createOnce(
      input: PushCompose,
      by: string,
      now = new Date(),
    ): Promise<{ send: PushSend; repeated: boolean }> {
      return db.transaction().execute(async (trx) => {
        await oneAtATime(trx, 'push:compose'); // two clicks cannot both find no twin
        const twin = await samePushId(trx, input, storedSendAt(input, now), now);
        const repo = pushSendsRepository(trx);
        const earlier = twin === null ? null : await repo.get(twin);
        if (earlier) return { send: earlier, repeated: true };
        return { send: await repo.create(input, by, now), repeated: false };
      });
    },

    async list(limit = 100): Promise<PushSend[]> {
      const rows = await db
        .selectFrom('push_sends')
        .selectAll()
        .orderBy('send_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => toSend(r as Row));
    },

    async get(id: number): Promise<PushSend | null> {
      const row = await db
        .selectFrom('push_sends')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toSend(row as Row) : null;
    },

    /** Ids of scheduled sends whose time has come, oldest first. */
    async due(now = new Date()): Promise<number[]> {
      const rows = await db
        .selectFrom('push_sends')
        .select('id')
        .where('status', '=', 'scheduled')
        .where('send_at', '<=', now.toISOString())
        .orderBy('send_at')
        .limit(20)
        .execute();
      return rows.map((r) => Number(r.id));
    },

    /** True for exactly one caller: the one whose UPDATE moved the row out of scheduled. */
    async claim(id: number, now = new Date()): Promise<boolean> {
      const r = await db
        .updateTable('push_sends')
        .set({ status: 'sending', claimed_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    async finish(id: number, outcome: SendReport | { error: string }, now = new Date()) {
      await db
        .updateTable('push_sends')
        .set(
          'error' in outcome
            ? {
                status: 'failed',
                error: outcome.error.slice(0, 500),
                finished_at: now.toISOString(),
              }
            : {
                status: 'sent',
                total: outcome.total,
                delivered: outcome.sent,
                failed: outcome.failed + outcome.skipped,
                removed: outcome.removed,
                finished_at: now.toISOString(),
              },
        )
        .where('id', '=', id)
        .execute();
    },

    /** A scheduled send that has not started can be called off; false once it was claimed. */
    async cancel(id: number): Promise<boolean> {
      const r = await db
        .updateTable('push_sends')
        .set({ status: 'cancelled' })
        .where('id', '=', id)
        .where('status', '=', 'scheduled')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}

export type PushSendsRepository = ReturnType<typeof pushSendsRepository>;

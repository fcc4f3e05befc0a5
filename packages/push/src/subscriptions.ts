import type { z } from 'zod';
import type { Db } from '@tsuzuri/db';
import type { PushRegistrationSchema } from './registration';

/** A browser's registration as the push client posts it: the register call's validated body. */
export type PushSubscriptionInput = z.infer<typeof PushRegistrationSchema>;

/** A stored subscription, shaped for a sender: the endpoint and keys web-push encrypts for. */
export type StoredPushSubscription = {
  id: number;
  endpoint: string;
  keys: { auth: string; p256dh: string };
  language: string;
  diffTime: number;
  deviceModel: string;
  appId: string;
  explorer: string;
  explorerVersion: string;
  createdAt: string;
  updatedAt: string;
};

export function pushSubscriptionsRepository(db: Db) {
  return {
    /**
     * Stores a registration keyed by its endpoint. Registering the same endpoint again (a new
     * page view, new keys after a re-subscribe) updates it: one browser, one row.
     */
    async upsert(input: PushSubscriptionInput, now = new Date()): Promise<'created' | 'updated'> {
      const at = now.toISOString();
      const details = {
        auth: input.auth,
        p256dh: input.pdhkey,
        language: input.language,
        diff_time: input.diff_time,
        device_model: input.device_model,
        app_id: input.app_id,
        explorer: input.explorer,
        explorer_version: input.explorer_version,
        updated_at: at,
      };
      const inserted = await db
        .insertInto('push_subscriptions')
        .values({ ...details, endpoint: input.endpoint, created_at: at })
        .onConflict((oc) => oc.column('endpoint').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'created';
      await db
        .updateTable('push_subscriptions')
        .set(details)
        .where('endpoint', '=', input.endpoint)
        .execute();
      return 'updated';
    },

    /** Forgets an endpoint (the visitor unsubscribed, or the push service says it is gone). */
    async remove(endpoint: string): Promise<boolean> {
      const result = await db
        .deleteFrom('push_subscriptions')
        .where('endpoint', '=', endpoint)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** One page of subscriptions in id order; pass the last id seen to get the next page. */
    async list({
      afterId = 0,
      limit = 500,
    }: {
      afterId?: number;
      limit?: number;
    } = {}): Promise<StoredPushSubscription[]> {
      const rows = await db
        .selectFrom('push_subscriptions')
        .selectAll()
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        endpoint: r.endpoint,
        keys: { auth: r.auth, p256dh: r.p256dh },
        language: r.language,
        diffTime: r.diff_time,
        deviceModel: r.device_model,
        appId: r.app_id,
        explorer: r.explorer,
        explorerVersion: r.explorer_version,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      }));
    },

    /**
     * How many subscriptions a send reaches: all, or those of one language with the sender's
     * rule ("ja" also counts "ja-JP"; case does not matter). The console says it before sending.
     */
    async count(language?: string): Promise<number> {
      let query = db
        .selectFrom('push_subscriptions')
        .select((eb) => eb.fn.countAll<number>().as('n'));
      if (language)
        query = query.where((eb) =>
          eb(eb.fn<string>('lower', ['language']), 'like', `${language.toLowerCase()}%`),
        );
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type PushSubscriptionsRepository = ReturnType<typeof pushSubscriptionsRepository>;

import { tags } from '@tsuzuri/content/cache-tags';
import { oneAtATime, type Db } from '@tsuzuri/db';
import type { CommentStatus } from '@tsuzuri/db';
import { windowStart } from './same-submission';

export type { CommentStatus };
export const COMMENT_STATUSES: readonly CommentStatus[] = [
  'pending',
  'approved',
  'rejected',
  'spam',
];

/** What the article page shows: no email, no moderation data. */
export type PublicComment = {
  id: number;
  name: string;
  body: string;
  createdAt: string;
  /** Written by the editorial team in the console: the page marks it as staff. */
  staff: boolean;
  /** The comment a staff reply answers, or null. */
  replyTo: number | null;
};

/** What the editor sees in the moderation queue. */
export type ModerationComment = PublicComment & {
  articleSlug: string;
  locale: string;
  email: string;
  status: CommentStatus;
  holdReason: string | null;
  createdAt: string;
  moderatedAt: string | null;
};

export type NewComment = {
  articleSlug: string;
  locale: string;
  name: string;
  email: string;
  body: string;
  status: CommentStatus;
  holdReason: string | null;
  ipHash: string;
  userAgent: string;
};

export type StatusChange = {
  id: number;
  articleSlug: string;
  locale: string;
  previous: CommentStatus;
  status: CommentStatus;
  /** The article's pages to purge: non-empty only when the set of visible comments changed. */
  tags: string[];
};

export function commentsRepository(db: Db) {
  return {
    /**
     * Stores a comment on a published article and resolves with its id once committed; null when
     * no published article has that slug in that locale (nothing is stored then). The same
     * comment from the same sender within SAME_SUBMISSION_WINDOW_MS (a double click on the form
     * posted without JavaScript) resolves with the first one's id and stores nothing.
     */
    async create(c: NewComment, now = new Date()): Promise<number | null> {
      return db.transaction().execute(async (trx) => {
        const article = await trx
          .selectFrom('articles')
          .select('id')
          .where('slug', '=', c.articleSlug)
          .where('locale', '=', c.locale)
          .where('status', '=', 'published')
          .executeTakeFirst();
        if (!article) return null;
        await oneAtATime(trx, `comment:${c.ipHash}`);
        const twin = await trx
          .selectFrom('comments')
          .select('id')
          .where('article_slug', '=', c.articleSlug)
          .where('locale', '=', c.locale)
          .where('ip_hash', '=', c.ipHash)
          .where('name', '=', c.name)
          .where('email', '=', c.email)
          .where('body', '=', c.body)
          .where('created_at', '>=', windowStart(now))
          .orderBy('id')
          .executeTakeFirst();
        if (twin) return twin.id;
        const row = await trx
          .insertInto('comments')
          .values({
            article_slug: c.articleSlug,
            locale: c.locale,
            name: c.name,
            email: c.email,
            body: c.body,
            status: c.status,
            hold_reason: c.holdReason,
            ip_hash: c.ipHash,
            user_agent: c.userAgent.slice(0, 500),
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** The comments an article page shows, oldest first (a conversation reads top to bottom). */
    async approvedFor(slug: string, locale: string): Promise<PublicComment[]> {
      const rows = await db
        .selectFrom('comments')
        .select(['id', 'name', 'body', 'created_at', 'author_kind', 'reply_to'])
        .where('article_slug', '=', slug)
        .where('locale', '=', locale)
        .where('status', '=', 'approved')
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        body: r.body,
        createdAt: r.created_at,
        staff: r.author_kind === 'staff',
        replyTo: r.reply_to === null ? null : Number(r.reply_to),
      }));
    },

    /**
     * The moderation queue: one status (or all), oldest first, so nothing waits unseen
     * (`newestFirst` for the approved and spam lists, where the latest matter most).
     */
    async list(
      opts: { status?: CommentStatus; limit?: number; newestFirst?: boolean } = {},
    ): Promise<ModerationComment[]> {
      let q = db.selectFrom('comments').selectAll();
      if (opts.status) q = q.where('status', '=', opts.status);
      const order = opts.newestFirst ? 'desc' : 'asc';
      const rows = await q
        .orderBy('created_at', order)
        .orderBy('id', order)
        .limit(opts.limit ?? 200)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        articleSlug: r.article_slug,
        locale: r.locale,
        name: r.name,
        email: r.email,
        body: r.body,
        status: r.status,
        holdReason: r.hold_reason,
        createdAt: r.created_at,
        moderatedAt: r.moderated_at,
        staff: r.author_kind === 'staff',
        replyTo: r.reply_to === null ? null : Number(r.reply_to),
      }));
    },

    /** How many comments each status holds (every status, 0 for none): the queue's tabs say it. */
    async countByStatus(): Promise<Record<CommentStatus, number>> {
      const rows = await db
        .selectFrom('comments')
        .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(COMMENT_STATUSES.map((s) => [s, 0])) as Record<
        CommentStatus,
        number
      >;
      for (const r of rows) counts[r.status] = Number(r.n);
      return counts;
    },

    /** Moves a comment to a status; null when there is no comment with that id. */
    async setStatus(id: number, status: CommentStatus): Promise<StatusChange | null> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('comments')
          .select(['article_slug', 'locale', 'status'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return null;
        if (row.status !== status) {
          await trx
            .updateTable('comments')
            .set({ status, moderated_at: new Date().toISOString() })
            .where('id', '=', id)
            .execute();
        }
        // Only approved comments are on the page: a change into or out of "approved" changes it.
        const visibleChanged = (row.status === 'approved') !== (status === 'approved');
        return {
          id,
          articleSlug: row.article_slug,
          locale: row.locale,
          previous: row.status,
          status,
          tags: visibleChanged ? [tags.article(row.article_slug)] : [],
        };
      });
    },
  };
}

export type CommentsRepository = ReturnType<typeof commentsRepository>;

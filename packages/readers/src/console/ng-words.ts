import { type Db, oneAtATime } from '@tsuzuri/db';
import { foldText } from '@tsuzuri/text/normalize';
import { z } from 'zod';

export const MAX_NG_WORDS = 500;

/** One word as the console takes it: trimmed, 1–50 characters, no line breaks. */
export const NgWordSchema = z
  .string()
  .trim()
  .min(1, 'empty')
  .max(50, 'too-long')
  .refine((w) => !/[\r\n]/.test(w), 'line-break');

/**
 * The NG words editors keep in the console. The comment checks use them beside the words in
 * code (apps/web/src/lib/comments/ng-words.ts): those stay as the floor nobody can delete by
 * accident; these are the site's own additions.
 */
export function ngWordsRepository(db: Db) {
  return {
    async list(): Promise<{ word: string; createdAt: string; createdBy: string | null }[]> {
      const rows = await db.selectFrom('comment_ng_words').selectAll().orderBy('word').execute();
      return rows.map((r) => ({ word: r.word, createdAt: r.created_at, createdBy: r.created_by }));
    },
    async words(): Promise<string[]> {
      return (await db.selectFrom('comment_ng_words').select('word').execute()).map((r) => r.word);
    },
    /**
     * added, exists, or full (MAX_NG_WORDS: a list that long flags everything). A word is there
     * already when it folds as one in the list does (width, case, kana: foldText, the comment
     * check's own folding), since both would hold the same comments; the list keeps the first.
     */
    async add(word: string, by: string | null): Promise<'added' | 'exists' | 'full'> {
      return db.transaction().execute(async (trx) => {
        await oneAtATime(trx, 'comment-ng-words'); // two spellings added at once: one stays
        const listed = await trx.selectFrom('comment_ng_words').select('word').execute();
        const folded = foldText(word);
        if (listed.some((r) => foldText(r.word) === folded)) return 'exists';
        if (listed.length >= MAX_NG_WORDS) return 'full';
        await trx
          .insertInto('comment_ng_words')
          .values({ word, created_at: new Date().toISOString(), created_by: by })
          .execute();
        return 'added';
      });
    },
    async remove(word: string): Promise<boolean> {
      const r = await db.deleteFrom('comment_ng_words').where('word', '=', word).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type NgWordsRepository = ReturnType<typeof ngWordsRepository>;

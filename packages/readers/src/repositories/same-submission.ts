import { type Db, dialectOf } from '@tsuzuri/db';
import { sql } from 'kysely';

/**
 * How long a reader's second identical submission counts as the first: a double click on a
 * form posted without JavaScript, or a client sending again. Not a second comment or message
 * (docs/product.md, "Comment moderation" and "Contact form").
 */
export const SAME_SUBMISSION_WINDOW_MS = 30_000;

/** The earliest creation time a submission within the window has, as stored. */
export const windowStart = (now: Date) =>
  new Date(now.getTime() - SAME_SUBMISSION_WINDOW_MS).toISOString();

/**
 * Makes one sender's submissions wait for each other until the transaction ends, so two posts at
 * once cannot both find no twin and both insert. SQLite's write transactions already run one at
 * a time (begin immediate); PostgreSQL reads committed rows only, so it takes a lock on the key.
 */
export async function oneAtATime(trx: Db, key: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

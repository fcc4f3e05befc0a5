import { sql } from 'kysely';
import { dialectOf } from './dialect';
import type { Db } from './connection';

/**
 * Makes transactions that name the same key wait for each other until they end, so two requests
 * at once cannot both find nothing and both insert (a double click: docs/product.md, "A double
 * click does a thing once"). SQLite's write transactions already run one at a time (begin
 * immediate); PostgreSQL reads committed rows only, so it takes an advisory lock on the key.
 */
export async function oneAtATime(trx: Db, key: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}

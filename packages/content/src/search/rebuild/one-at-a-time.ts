import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';

/**
 * One search rebuild at a time per database. Two at once on SQLite took each other's staged index
 * away and both failed; on PostgreSQL both did the whole work. The second now stops before it
 * changes anything, and says who holds the rebuild. docs/database.md, "Rebuilding the search
 * index on a running site".
 */
export class RebuildAlreadyRunning extends Error {
  constructor(holder: string) {
    super(
      `another search:rebuild is running on this database (${holder}); this one changed nothing`,
    );
    this.name = 'RebuildAlreadyRunning';
  }
}

// PostgreSQL: a session advisory lock, let go when its connection closes, however the rebuild
// ends (a killed process included). The key is this lock's own, arbitrary and fixed.
const POSTGRES_LOCK_KEY = 7_301_425_019;

/** Runs `rebuild` holding the database's rebuild lock on a connection of its own. */
export function onePostgresRebuild<T>(db: Db, rebuild: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (held) => {
    const { rows } = await sql<{
      got: boolean;
    }>`select pg_try_advisory_lock(${POSTGRES_LOCK_KEY}) as got`.execute(held);
    if (!rows[0].got) {
      const holder = await sql<{ pid: number }>`select pid from pg_locks
        where locktype = 'advisory' and granted and objsubid = 1
          and ((classid::bigint << 32) | objid::bigint) = ${POSTGRES_LOCK_KEY}`.execute(held);
      throw new RebuildAlreadyRunning(
        holder.rows[0] ? `PostgreSQL backend ${holder.rows[0].pid}` : 'PostgreSQL advisory lock',
      );
    }
    try {
      return await rebuild();
    } finally {
      await sql`select pg_advisory_unlock(${POSTGRES_LOCK_KEY})`.execute(held);
    }
  });
}

// SQLite has no lock that outlives a transaction: the rebuild writes who it is into a table of
// its staging (search_rebuild_owner), and the time again with each batch. An owner is taken to be
// gone when its process is not running on this host, or when it has written nothing for STALE_MS
// (a batch takes seconds; the host may not be this one, say a container started again). Each run
// has a token of its own: a run that was taken for gone finds another token at its next batch
// and stops without touching the staging that is no longer its own.
const OWNER = 'search_rebuild_owner'; // db:export leaves it out (NOT_EXPORTED)
const STALE_MS = 2 * 60_000;

type Owner = { token: string; pid: number; host: string; heard_at: string };

function stillRunning(owner: Owner, now = Date.now()): boolean {
  if (now - Date.parse(owner.heard_at) > STALE_MS) return false;
  if (owner.host !== os.hostname()) return true;
  try {
    process.kill(owner.pid, 0); // signal 0: is there such a process (EPERM: yes, not ours)
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerOf(trx: Db): Promise<Owner | null> {
  const { rows: table } = await sql`select 1 from sqlite_master
    where type = 'table' and name = ${OWNER}`.execute(trx);
  if (!table.length) return null;
  const { rows } = await sql<Owner>`select token, pid, host, heard_at
    from ${sql.table(OWNER)}`.execute(trx);
  return rows[0] ?? null;
}

/**
 * Inside the transaction that creates the staging, before anything is dropped: throws
 * RebuildAlreadyRunning if a live rebuild owns it.
 */
export async function checkNoSqliteRebuild(trx: Db): Promise<void> {
  const owner = await ownerOf(trx);
  if (owner && stillRunning(owner))
    throw new RebuildAlreadyRunning(
      `process ${owner.pid} on ${owner.host}, last heard from at ${owner.heard_at}`,
    );
}

/** Makes this run the owner of the staging just created; returns its token. */
export async function claimSqliteRebuild(trx: Db): Promise<string> {
  const token = randomUUID();
  await sql`create table ${sql.table(OWNER)} (token text not null, pid integer not null,
    host text not null, heard_at text not null)`.execute(trx);
  await sql`insert into ${sql.table(OWNER)} (token, pid, host, heard_at)
    values (${token}, ${process.pid}, ${os.hostname()}, ${new Date().toISOString()})`.execute(trx);
  return token;
}

/** Whether the staging is still this run's. */
export async function ownsSqliteRebuild(trx: Db, token: string): Promise<boolean> {
  return (await ownerOf(trx))?.token === token;
}

/** In each batch's write: still alive, and still the owner (else RebuildAlreadyRunning). */
export async function heardFromSqliteRebuild(trx: Db, token: string): Promise<void> {
  const owner = await ownerOf(trx);
  if (owner?.token !== token)
    throw new RebuildAlreadyRunning(
      owner
        ? `process ${owner.pid} on ${owner.host} took it over: this one was silent too long`
        : "this one's staging is gone",
    );
  await sql`update ${sql.table(OWNER)} set heard_at = ${new Date().toISOString()}`.execute(trx);
}

export async function dropSqliteRebuildOwner(db: Db): Promise<void> {
  await sql`drop table if exists ${sql.table(OWNER)}`.execute(db);
}

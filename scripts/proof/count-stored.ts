// What a proof run left in the database: the numbers of its comments, messages and beacons
// (matched by run id). Run by the proofs as a child with the cluster's DATABASE_URL:
//   node --import tsx scripts/proof/count-stored.ts <runId>   → prints JSON {comment: [n…], contact: [n…], beacon: [n…] | null}
import { sql } from 'kysely';
import { openMigratedDb } from '@tsuzuri/content/site';

const runId = process.argv[2];
if (!runId || !/^[a-z0-9]+$/.test(runId)) throw new Error('usage: count-stored.ts <runId>');
const numbers = (rows: { text: string }[]) =>
  rows.map((r) => Number(/#(\d+)/.exec(r.text)?.[1])).filter(Number.isFinite);

const { db } = await openMigratedDb();
try {
  const like = `load ${runId} #%`;
  const comments = await db
    .selectFrom('comments')
    .select('body as text')
    .where('body', 'like', like)
    .execute();
  const messages = await db
    .selectFrom('messages')
    .select('subject as text')
    .where('subject', 'like', like)
    .execute();
  // The analytics events table comes with the ingestion (migration 0007); its upload ids are `<runId>-<n>`.
  let beacons: number[] | null = null;
  try {
    const rows = await sql<{
      id: string;
    }>`select upload_id as id from analytics_events where upload_id like ${`${runId}-%`}`.execute(
      db,
    );
    beacons = rows.rows.map((r) => Number(r.id.split('-')[1]));
  } catch {
    beacons = null;
  }
  console.log(
    JSON.stringify({ comment: numbers(comments), contact: numbers(messages), beacon: beacons }),
  );
} finally {
  await db.destroy();
}

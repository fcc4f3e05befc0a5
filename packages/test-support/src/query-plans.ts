import type { CompiledQuery, KyselyPlugin } from 'kysely';
import type { Db } from '@tsuzuri/db';

/**
 * Every statement `run` sends through the database it is given, each with SQLite's plan for it
 * (`explain query plan`, one line a step): how a test shows that a read stays on an index.
 */
export async function plansOf(
  db: Db,
  run: (db: Db) => Promise<unknown>,
): Promise<{ sql: string; plan: string }[]> {
  const statements: CompiledQuery[] = [];
  const capture: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await run(db.withPlugin(capture));
  const planned = [];
  for (const s of statements) {
    const plan = await db.executeQuery<{ detail: string }>({
      ...s,
      sql: `explain query plan ${s.sql}`,
    });
    planned.push({ sql: s.sql, plan: plan.rows.map((r) => r.detail).join('\n') });
  }
  return planned;
}

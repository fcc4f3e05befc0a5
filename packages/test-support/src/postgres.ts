import { createDatabase, dropDatabase } from './postgres-server';
import { testPostgresUrl } from './vitest-context';

/**
 * A fresh database on the test run's PostgreSQL server (scripts/vitest-global-setup.ts): empty,
 * or a copy of `template`, one of the run's database templates.
 */
export async function createTestPostgresDatabase(template?: string): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const server = testPostgresUrl();
  if (!server)
    throw new Error(
      'no PostgreSQL server in this test run: wrap PostgreSQL tests in forEachDialect()',
    );
  const url = await createDatabase(server, undefined, template);
  return { url, drop: () => dropDatabase(server, url) };
}

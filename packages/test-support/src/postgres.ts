import { createDatabase, dropDatabase } from './postgres-server';
import { testPostgresUrl } from './vitest-context';

/** A fresh, empty database on the test run's PostgreSQL server (scripts/vitest-global-setup.ts). */
export async function createTestPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const server = testPostgresUrl();
  if (!server)
    throw new Error(
      'no PostgreSQL server in this test run: wrap PostgreSQL tests in forEachDialect()',
    );
  const url = await createDatabase(server);
  return { url, drop: () => dropDatabase(server, url) };
}

import { expect, it } from 'vitest';
import { describeWithPostgres } from './dialects';
import { inheritedEnv } from './env';
import { memoryFolder } from './postgres-server';
import { withClient } from './postgres-databases';
import { testPostgresUrl } from './vitest-context';

describeWithPostgres("the test run's PostgreSQL cluster", () => {
  // A copy of a template takes 350–430 ms on this machine's disk and 37–49 ms in memory, once
  // for each of ~200 tests (docs/testing.md, "Test databases are copies of templates").
  // TEST_POSTGRES_URL: a server of the developer's own, wherever its files are.
  it.skipIf(inheritedEnv([]).TEST_POSTGRES_URL || !memoryFolder())(
    'keeps its files in /dev/shm, where there is room',
    async () => {
      const server = testPostgresUrl();
      if (!server) throw new Error('describeWithPostgres runs this only with a server');
      const dataDirectory = await withClient(server, async (c) => {
        return (await c.query('show data_directory')).rows[0].data_directory as string;
      });
      expect(dataDirectory).toMatch(/^\/dev\/shm\/tsuzuri-pg-/);
    },
  );
});

// Vitest global setup: ONE throwaway PostgreSQL cluster for the whole run (started in ~0.4 s),
// whose URL every test worker gets through `inject('postgresUrl')`; each test file then makes
// its own databases on it (packages/test-support/src/temp-db.ts). Without PostgreSQL installed the
// PostgreSQL cases skip, loudly. TEST_POSTGRES_URL points the run at an existing server instead
// (a superuser URL: the tests create and drop databases on it).
import {
  HAS_POSTGRES,
  NO_POSTGRES_NOTE,
  startPostgresServer,
} from '@tsuzuri/test-support/postgres-server';
import type {} from '@tsuzuri/test-support/vitest-context';
import type { TestProject } from 'vitest/node';
import { z } from 'zod';

const env = z
  .object({
    TEST_POSTGRES_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'TEST_POSTGRES_URL must be a postgres:// URL')
      .optional(),
  })
  .parse(process.env);

export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  if (env.TEST_POSTGRES_URL) {
    project.provide('postgresUrl', env.TEST_POSTGRES_URL);
    return undefined;
  }
  if (!HAS_POSTGRES) {
    console.warn(`[tests] PostgreSQL runs${NO_POSTGRES_NOTE}`);
    project.provide('postgresUrl', '');
    return undefined;
  }
  const server = await startPostgresServer();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}

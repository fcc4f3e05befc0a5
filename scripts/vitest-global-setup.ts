// Vitest global setup: ONE throwaway PostgreSQL cluster for the whole run (started in ~0.4 s, its
// files in memory where /dev/shm exists), whose URL every test worker gets through
// `inject('postgresUrl')`; each test file then makes its own databases on it
// (packages/test-support/src/temp-db.ts). Without PostgreSQL installed the PostgreSQL cases skip,
// loudly. TEST_POSTGRES_URL points the run at an existing server instead
// (a superuser URL: the tests create and drop databases on it). Then the run's database
// templates, migrated and seeded, that tests copy (`inject('databaseTemplates')`).
import {
  HAS_POSTGRES,
  NO_POSTGRES_NOTE,
  startPostgresServer,
} from '@tsuzuri/test-support/postgres-server';
import {
  type DatabaseTemplates,
  makeDatabaseTemplates,
} from '@tsuzuri/test-support/database-templates';
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

type RunServices = {
  postgresUrl: string;
  templates: DatabaseTemplates;
  /** The setups (one per Vitest project) whose teardown has not run yet. */
  users: number;
  stop: () => Promise<void>;
};
// Vitest calls this once for each project (vitest.config.ts: `own-process`, `shared-worker`)
// and once for the root, all in its main process: the first call starts the cluster and builds
// the templates, the others share them, and the last teardown stops them. Kept on globalThis
// because each project may load this file as a module of its own.
const run = globalThis as unknown as { tsuzuriTestServices?: Promise<RunServices> };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  run.tsuzuriTestServices ??= startRunServices();
  const services = await run.tsuzuriTestServices;
  services.users++;
  project.provide('postgresUrl', services.postgresUrl);
  project.provide('databaseTemplates', services.templates);
  return async () => {
    services.users--;
    if (services.users > 0) return;
    delete run.tsuzuriTestServices;
    await services.stop();
  };
}

async function startRunServices(): Promise<RunServices> {
  const server = await postgresServer();
  const postgresUrl = server?.url ?? '';
  const { templates, remove } = await makeDatabaseTemplates(postgresUrl || null);
  return {
    postgresUrl,
    templates,
    users: 0,
    stop: async () => {
      await remove();
      await server?.stop();
    },
  };
}

/** The run's PostgreSQL server; null when PostgreSQL is not installed. */
async function postgresServer(): Promise<{ url: string; stop?: () => Promise<void> } | null> {
  if (env.TEST_POSTGRES_URL) return { url: env.TEST_POSTGRES_URL };
  if (!HAS_POSTGRES) {
    console.warn(`[tests] PostgreSQL runs${NO_POSTGRES_NOTE}`);
    return null;
  }
  return startPostgresServer({ inMemory: true });
}

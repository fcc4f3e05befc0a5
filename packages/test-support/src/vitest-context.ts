import { inject } from 'vitest';
import type { DatabaseTemplates } from './database-templates';

// What the Vitest global setup (scripts/vitest-global-setup.ts) hands every test worker.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (superuser URL of its `postgres` database); '' when there is none. */
    postgresUrl: string;
    /** Migrated and seeded databases built once for the run, for tests to copy. */
    databaseTemplates: DatabaseTemplates;
  }
}

/** The run's PostgreSQL server, or null when PostgreSQL is not installed (those tests skip). */
export function testPostgresUrl(): string | null {
  return inject('postgresUrl') || null;
}

/** The run's database templates (./database-templates.ts). */
export function databaseTemplates(): DatabaseTemplates {
  const templates = inject('databaseTemplates');
  if (!templates) throw new Error('no database templates: run the tests through vitest.config.ts');
  return templates;
}

import { inject } from 'vitest';

// What the Vitest global setup (scripts/vitest-global-setup.ts) hands every test worker.
declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's PostgreSQL server (superuser URL of its `postgres` database); '' when there is none. */
    postgresUrl: string;
  }
}

/** The run's PostgreSQL server, or null when PostgreSQL is not installed (those tests skip). */
export function testPostgresUrl(): string | null {
  return inject('postgresUrl') || null;
}

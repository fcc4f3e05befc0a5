import { NO_POSTGRES_NOTE } from './postgres-server';
import { testPostgresUrl } from './vitest-context';
import { describe } from 'vitest';
import type { Dialect } from '@tsuzuri/db';

export const DIALECTS: readonly Dialect[] = ['sqlite', 'postgres'];

/**
 * Runs a suite once per dialect: `forEachDialect((dialect) => describe('…', () => { … }))`,
 * with the suite's databases made by `tempDb(dialect)` or `useSeededDatabase(dialect)`.
 * The PostgreSQL run is skipped — with SKIPPED in its name — only when the test run has no
 * PostgreSQL server (PostgreSQL not installed and no TEST_POSTGRES_URL).
 */
export function forEachDialect(suite: (dialect: Dialect) => void): void {
  for (const dialect of DIALECTS) {
    if (dialect === 'postgres') describeWithPostgres('on postgres', () => suite(dialect));
    else describe(`on ${dialect}`, () => suite(dialect));
  }
}

/** A suite that needs PostgreSQL itself (e.g. moving a site between dialects); skipped like forEachDialect's. */
export function describeWithPostgres(name: string, suite: () => void): void {
  const missing = !testPostgresUrl();
  const note = missing
    ? NO_POSTGRES_NOTE || ' — SKIPPED: no PostgreSQL server in this test run'
    : '';
  (missing ? describe.skip : describe)(`${name}${note}`, suite);
}

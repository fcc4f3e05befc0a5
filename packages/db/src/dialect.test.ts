import { type Kysely, PostgresAdapter, SqliteAdapter } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectOf } from './dialect';

/** A Kysely-shaped handle whose executor carries `adapter`. */
const withAdapter = (adapter: object) =>
  ({ getExecutor: () => ({ adapter }) }) as unknown as Kysely<unknown>;

describe('dialectOf', () => {
  it('knows kysely’s own adapters', () => {
    expect(dialectOf(withAdapter(new PostgresAdapter()))).toBe('postgres');
    expect(dialectOf(withAdapter(new SqliteAdapter()))).toBe('sqlite');
  });

  it('knows a PostgreSQL adapter made by another copy of kysely (the web process holds two)', () => {
    // Another copy's class: same name, not the same constructor, so `instanceof` is false.
    const OtherCopy = { PostgresAdapter: class PostgresAdapter {} }.PostgresAdapter;
    const adapter = new OtherCopy();
    expect(adapter instanceof PostgresAdapter).toBe(false);
    expect(dialectOf(withAdapter(adapter))).toBe('postgres');
    const OtherSqlite = { SqliteAdapter: class SqliteAdapter {} }.SqliteAdapter;
    expect(dialectOf(withAdapter(new OtherSqlite()))).toBe('sqlite');
  });
});

import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';

/**
 * How a transaction begins on SQLite. Kysely's driver says a plain (deferred) `begin`; ours are
 * writes and most read first (a revision, a slug). A deferred one whose first write comes after
 * another worker's commit cannot move its snapshot on: SQLite answers SQLITE_BUSY_SNAPSHOT
 * ("database is locked") at once, without the busy wait, and the editor's save fails. So a
 * transaction takes the write lock at its `begin` and waits its turn there (busy_timeout). One
 * declared read only (`setAccessMode('read only')`, the export's snapshot) begins deferred: it
 * never takes the write lock, so the site's writes go on beside it. docs/database.md,
 * "Write transactions".
 */
export function beginStatement(settings: TransactionSettings): string {
  return settings.accessMode === 'read only' ? 'begin deferred' : 'begin immediate';
}

class SqliteTransactionsDriver extends SqliteDriver {
  override async beginTransaction(
    connection: DatabaseConnection,
    // Kysely passes the settings to every driver; its SQLite driver's type leaves them out.
    settings: TransactionSettings = {},
  ): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(beginStatement(settings)));
  }
}

/** Kysely's SQLite dialect with the driver above. */
export class SqliteTransactionsDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteTransactionsDriver(this.#config);
  }
}

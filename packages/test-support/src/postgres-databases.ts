import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Databases on a test server, addressed only by URLs, so a test worker that was handed the
 * server's URL (Vitest `inject`) can make and drop its own without the server object.
 */

/** Runs `run` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a server shutting down under an idle client is not a test failure
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database (a random name unless given) and resolves with its URL: an empty UTF-8 one,
 * or a copy of `template`, a database on the same server with no connection open to it.
 */
export async function createDatabase(
  serverUrl: string,
  name = `test_${randomBytes(6).toString('hex')}`,
  template?: string,
): Promise<string> {
  for (const n of [name, template ?? 'template0'])
    if (!/^[a-z_][a-z0-9_]*$/.test(n)) throw new Error(`not a plain database name: ${n}`);
  await withClient(serverUrl, (c) =>
    c.query(
      template
        ? `create database ${name} template ${template}`
        : `create database ${name} template template0 encoding 'UTF8'`,
    ),
  );
  return databaseUrl(serverUrl, name);
}

const connectionsTo = async (c: pg.Client, name: string) =>
  (await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]))
    .rows[0].n as number;

/** Waits up to 2 s for a database's last connection to close. */
async function untilUnused(c: pg.Client, name: string): Promise<void> {
  for (
    const deadline = Date.now() + 2000;
    Date.now() < deadline && (await connectionsTo(c, name)) > 0;
    await new Promise((r) => setTimeout(r, 20))
  );
}

/**
 * Resolves once no connection is open to a database: a pool's end() resolves before its sockets
 * have closed. Rejects if one is still open after 2 s.
 */
export async function waitUntilUnused(serverUrl: string, name: string): Promise<void> {
  await withClient(serverUrl, async (c) => {
    await untilUnused(c, name);
    if ((await connectionsTo(c, name)) > 0) throw new Error(`${name} still has connections open`);
  });
}

/**
 * Drops a database made by createDatabase. It first waits for the last connections to leave —
 * terminating them would make their pool report a lost connection — then forces out any that
 * are still open.
 */
export async function dropDatabase(serverUrl: string, databaseUrlOrName: string): Promise<void> {
  const name = databaseUrlOrName.includes('://')
    ? new URL(databaseUrlOrName).pathname.slice(1)
    : databaseUrlOrName;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await withClient(serverUrl, async (c) => {
    await untilUnused(c, name);
    await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Resolves once the server answers a query; rejects after 30 s or when `gaveUp()` says it died. */
export async function waitForPostgres(
  url: string,
  gaveUp: () => boolean = () => false,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await withClient(url, (c) => c.query('select 1'));
      return;
    } catch (err) {
      if (Date.now() > deadline || gaveUp()) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

// A local PostgreSQL cluster under a folder of ours, on a loopback port, driven by pg_ctl: for
// `npm run start:cluster` and the fault proof, which stops it hard (`-m immediate`) and starts it
// again on the same port. As root, the server runs as the `postgres` system user (initdb and
// postgres refuse root). Trust auth on loopback, fsync off: a local server for trying and proving.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresBin } from '../../packages/test-support/src/postgres-server.ts';

const asRoot = process.getuid?.() === 0;

function runPg(bin, tool, args, { check = true } = {}) {
  const cmd = asRoot
    ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
    : [path.join(bin, tool), args];
  const result = spawnSync(cmd[0], cmd[1], { encoding: 'utf8' });
  if (check && result.status !== 0)
    throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  return result;
}

/**
 * A cluster in `dir` (made with initdb when missing) serving on `port`, with database `tsuzuri`.
 * Returns its URL and stop/start for the fault proof.
 */
export async function startLocalPostgres({ dir, port }) {
  const bin = findPostgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (apt-get install -y postgresql), or set DATABASE_URL',
    );
  const pgdata = path.join(dir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    runPg(bin, 'initdb', [
      '-D',
      pgdata,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-locale',
    ]);
  }
  // fsync off only skips flushes to disk (a machine crash): synchronous_commit stays on, so a
  // crash of the server itself (the fault proof's `-m immediate`) loses no answered commit.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=200`;

  const start = () =>
    runPg(bin, 'pg_ctl', [
      '-D',
      pgdata,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '30',
      '-o',
      options,
      'start',
    ]);
  /** mode 'immediate' is a crash (no checkpoint, clients cut off); 'fast' a clean stop. */
  const stop = (mode = 'fast') => runPg(bin, 'pg_ctl', ['-D', pgdata, '-w', '-m', mode, 'stop']);
  // A cluster left running by a killed launcher holds the data folder: stop it first.
  if (runPg(bin, 'pg_ctl', ['-D', pgdata, 'status'], { check: false }).status === 0) stop('fast');
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/tsuzuri`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'tsuzuri'");
  if (!exists.rowCount) await admin.query('create database tsuzuri');
  await admin.end();
  return { url, port, start: async () => void start(), stop: async (mode) => void stop(mode) };
}

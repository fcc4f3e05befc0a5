import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { createDatabase, waitForPostgres } from './postgres-databases';

export { createDatabase, dropDatabase } from './postgres-databases';

/** The newest installed server's bin folder (Debian: /usr/lib/postgresql/<major>/bin), or null. */
export function findPostgresBin(root = '/usr/lib/postgresql'): string | null {
  const majors = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => /^\d+$/.test(v)) : [];
  const usable = majors
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return usable.length ? path.join(root, usable[0], 'bin') : null;
}

export const POSTGRES_BIN = findPostgresBin();
/** True when a PostgreSQL server is installed (apt-get install postgresql). */
export const HAS_POSTGRES = POSTGRES_BIN !== null;
export const NO_POSTGRES_NOTE = HAS_POSTGRES
  ? ''
  : ' — SKIPPED: no initdb in /usr/lib/postgresql/*/bin (apt-get install -y postgresql)';

export type PostgresServer = {
  /** The superuser's URL of the `postgres` database (trust auth on loopback). */
  url: string;
  port: number;
  /** A new empty database on this server; resolves with its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast shutdown) and removes its files. */
  stop(): Promise<void>;
};

// initdb and postgres refuse to run as root: as root they run as Debian's `postgres` user.
const runningAsRoot = process.getuid?.() === 0;
const asServerUser = (cmd: string[]) =>
  runningAsRoot ? ['runuser', '-u', 'postgres', '--', ...cmd] : cmd;

function ownedByServerUser(dir: string): void {
  if (!runningAsRoot) return;
  const id = (flag: string) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  fs.chownSync(dir, id('-u'), id('-g'));
}

/**
 * Removes the folders of clusters whose run was killed before it could clean up: no server
 * running (no postmaster.pid) and a log untouched for ten minutes.
 */
function removeAbandonedClusters(): void {
  const parents = [...new Set([os.tmpdir(), memoryFolder()].filter((d) => d !== null))];
  const dirs = parents.flatMap((parent) =>
    fs
      .readdirSync(parent)
      .filter((n) => n.startsWith('tsuzuri-pg-'))
      .map((n) => path.join(parent, n)),
  );
  for (const dir of dirs) {
    try {
      const log = fs.statSync(path.join(dir, 'server.log'));
      if (
        fs.existsSync(path.join(dir, 'data', 'postmaster.pid')) ||
        Date.now() - log.mtimeMs < 600_000
      )
        continue;
      fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Not ours to judge (no log yet, or already gone).
    }
  }
}

/** What a test run's cluster may fill: its templates and the databases alive at one time. */
const MEMORY_NEEDED = 1024 ** 3;

/**
 * /dev/shm when it is a writable memory filesystem (Linux) with a gigabyte free, else null (a
 * container's is often 64 MB).
 */
export function memoryFolder(): string | null {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    return bavail * bsize >= MEMORY_NEEDED ? '/dev/shm' : null;
  } catch {
    return null;
  }
}

/**
 * A throwaway cluster on a free loopback port: its own data folder and unix socket in a temp
 * folder, trust auth, fsync off (a test server holds nothing worth a disk flush). The postmaster
 * runs under a shell that holds our stdin: when this process dies, even by SIGKILL, the pipe
 * closes and the shell shuts the server down, so no test run leaves a postgres behind.
 *
 * `inMemory` puts the folder in /dev/shm where there is one: the test suite creates and drops a
 * copy of a 9 MB template for each PostgreSQL test, which on this disk took 350–430 ms each
 * (files written and unlinked, a checkpoint per drop) and 37–49 ms in memory
 * (docs/testing.md). The benchmarks keep theirs on disk: a 100,000-article site is gigabytes.
 */
export async function startPostgresServer({ inMemory = false } = {}): Promise<PostgresServer> {
  if (!POSTGRES_BIN) throw new Error(`PostgreSQL is not installed${NO_POSTGRES_NOTE}`);
  removeAbandonedClusters();
  const parent = (inMemory && memoryFolder()) || os.tmpdir();
  const dir = fs.mkdtempSync(path.join(parent, 'tsuzuri-pg-'));
  ownedByServerUser(dir);
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'server.log');
  const init = asServerUser([
    path.join(POSTGRES_BIN, 'initdb'),
    '-D',
    data,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const initdb = spawnSync(init[0], init.slice(1), { encoding: 'utf8' });
  if (initdb.status !== 0) throw new Error(`initdb failed: ${initdb.stderr || initdb.error}`);

  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    max_connections: '300',
  };
  const args = Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]);
  const quoted = [path.join(POSTGRES_BIN, 'postgres'), '-D', data, ...args]
    .map((a) => `'${a}'`)
    .join(' ');
  const script = `${quoted} >>'${log}' 2>&1 & pid=$!; read _; kill -INT $pid; wait $pid`;
  const sh = asServerUser(['sh', '-c', script]);
  const child: ChildProcess = spawn(sh[0], sh.slice(1), { stdio: ['pipe', 'ignore', 'ignore'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const removeFiles = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await waitForPostgres(url, () => child.exitCode !== null);
  } catch (err) {
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    child.stdin?.end();
    await exited;
    removeFiles();
    throw new Error(`postgres did not start on ${port}: ${String(err)}\n${tail}`);
  }
  return {
    url,
    port,
    createDatabase: (name) => createDatabase(url, name),
    stop: async () => {
      child.stdin?.end();
      await exited;
      removeFiles();
    },
  };
}

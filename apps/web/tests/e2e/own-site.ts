import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where scripts/e2e-server.mjs keeps the site's database (data/e2e-{port}). */
export const siteDataDir = (port: number) => path.join(root, 'data', `e2e-${port}`);

/** The demo content scripts/e2e-sites.mjs seeded for this run, copied rather than seeded again. */
const SEEDED_DB = path.join(root, 'data', 'e2e-seeded', 'tsuzuri.sqlite');

/** A site a spec starts itself (scripts/e2e-server.mjs: fresh seeded database, cache service), for configurations the shared sites do not have. */
export type OwnSite = {
  url: string;
  port: number;
  /** The e2e-server process (the web server and the cache service are its children). */
  pid: number;
  /** Everything the web server printed so far (the pino access log: one JSON line per request). */
  output(): string;
  /** SIGTERM, and resolves once the site has exited (its logs flushed). */
  stop(): Promise<void>;
};

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL'); // the group is gone already: at least the leader
  }
}

export async function startOwnSite(
  port: number,
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<OwnSite> {
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      ...(fs.existsSync(SEEDED_DB) ? { E2E_SEEDED_DB: SEEDED_DB } : {}),
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a site that does not come up is killed whole (the web server and
    // the cache service are its children and would keep the ports for the next run).
    detached: true,
  });
  child.stdout?.on('data', (c: Buffer) => (out += c));
  child.stderr?.on('data', (c: Buffer) => (out += c));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`site on ${port} exited:\n${out.slice(-3000)}`);
    const up = await fetch(`${url}/ping`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`site on ${port} did not start:\n${out.slice(-3000)}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The access-log lines the site printed: {pid, method, path, status}. */
export function accessLog(
  output: string,
): { pid: number; method: string; path: string; status: number }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"path"'))
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        return null;
      }
    })
    .filter((e) => e && typeof e.status === 'number');
}

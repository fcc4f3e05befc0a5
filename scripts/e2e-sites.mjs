// Starts every site the end-to-end tests share, at once (Playwright's webServer entries start one
// after another: ~11 s each here, most of it seeding). The demo content is seeded once, into
// data/e2e-seeded, and each site starts over a copy (scripts/e2e-server.mjs, E2E_SEEDED_DB); a
// spec's own site copies it too (apps/web/tests/e2e/own-site.ts). Once every site answers
// /ping, http://127.0.0.1:E2E_READY_PORT/ready answers 200: that is the URL Playwright waits for.
//   E2E_SITES='[{"port":3100,"env":{…}},…]' E2E_READY_PORT=3099 node scripts/e2e-sites.mjs
// One site that exits stops them all; so does SIGINT or SIGTERM.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ensureDatabase, root } from './lib/setup.mjs';
import { waitForHttp } from './lib/wait-for-http.mjs';

/** The seeded database the sites copy (apps/web/tests/e2e/own-site.ts names it too). */
const SEEDED_DIR = path.join(root, 'data', 'e2e-seeded');

const sites = JSON.parse(process.env.E2E_SITES ?? '[]');
const readyPort = Number(process.env.E2E_READY_PORT);
if (!sites.length || !readyPort) throw new Error('E2E_SITES and E2E_READY_PORT are required');

fs.rmSync(SEEDED_DIR, { recursive: true, force: true });
ensureDatabase({ DATA_DIR: SEEDED_DIR });
const seededDb = path.join(SEEDED_DIR, 'tsuzuri.sqlite');
// The seed closed its database, which folds the write-ahead log into the file: the file is all.
if (fs.existsSync(`${seededDb}-wal`) && fs.statSync(`${seededDb}-wal`).size > 0)
  throw new Error(`${seededDb} still has a write-ahead log: the seed did not close it`);

// Each site's output (its access log, its server log with every request that failed) is kept in
// data/e2e-logs/<port>.log, to be read after a run: Playwright drops a web server's stdout, and a
// flaky answer could not be explained without it.
const LOG_DIR = path.join(root, 'data', 'e2e-logs');
fs.rmSync(LOG_DIR, { recursive: true, force: true });
fs.mkdirSync(LOG_DIR, { recursive: true });

const children = sites.map(({ port, env }) => {
  const log = fs.openSync(path.join(LOG_DIR, `${port}.log`), 'w');
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    stdio: ['ignore', log, 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), E2E_SEEDED_DB: seededDb },
  });
  fs.closeSync(log);
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
}
for (const [i, c] of children.entries())
  c.on('exit', (code) => {
    if (!stopping) console.error(`e2e-sites: the site on ${sites[i].port} exited (${code})`);
    stop(code || 1);
  });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));

// Every site up; or one stopped, or one never answered: then all stop, and so does this process
// (the waits still polling would keep it alive).
await Promise.race([
  Promise.all(
    sites.map((s) => waitForHttp(`http://127.0.0.1:${s.port}/ping`, 170_000, (st) => st === 200)),
  ),
  new Promise((resolve) => {
    for (const c of children) c.once('exit', resolve);
  }),
]).catch((err) => {
  console.error(`e2e-sites: ${err.message}`);
  stop(1);
});
if (stopping) {
  await Promise.all(
    children.map((c) => c.exitCode ?? new Promise((resolve) => c.once('exit', resolve))),
  );
  process.exit();
} else {
  const ready = http.createServer((_req, res) => res.end('ready'));
  ready.listen(readyPort, '127.0.0.1');
  // The ready answer goes with the sites: it must not keep the process alive after them.
  Promise.all(children.map((c) => new Promise((r) => c.once('close', r)))).then(() =>
    ready.close(),
  );
}

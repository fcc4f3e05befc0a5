// npm run bench: measurements that are figures, not pass/fail tests. Serves the built site over
// a fresh seeded database on BENCH_PORT (default 3199) and measures it.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { measurePage, printPageWeights } from './bench/page-weight.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();

const port = process.env.BENCH_PORT ?? '3199';
const origin = `http://127.0.0.1:${port}`;
const server = spawn('node', ['scripts/e2e-server.mjs'], { cwd: root, env: { ...process.env, PORT: port }, stdio: ['ignore', 'ignore', 'inherit'] });

try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error('the site did not start');
    try {
      if ((await fetch(`${origin}/ping`)).ok) break;
    } catch {}
    await sleep(500);
  }
  const pages = ['/', '/best-free-dvd-software', '/dvd', '/by-latest'];
  for (const p of pages) await fetch(origin + p); // first render warms the server
  printPageWeights(await Promise.all(pages.map((p) => measurePage(origin, p))));
} finally {
  server.kill('SIGTERM');
}

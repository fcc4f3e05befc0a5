// npm run typecheck: `tsc` on every program of the repository, two at a time (tsc uses one core;
// the machines have two). One program for the server-side workspaces (tsconfig.node.json), one
// each for the web app (with the route types `next build` generates in .next/types: the build
// itself no longer checks them, see apps/web/next.config.ts), the tracker and its service worker.
// Each program's errors are printed whole, in this order, once all have finished.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
/** The longest first, so the two lanes end together. */
const PROGRAMS = [
  'tsconfig.node.json',
  'apps/web',
  'packages/tracker',
  'packages/tracker/src/service-worker',
];
const AT_ONCE = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const results = new Array(PROGRAMS.length);
let next = 0;
async function lane() {
  while (next < PROGRAMS.length) {
    const i = next++;
    results[i] = await check(PROGRAMS[i]);
  }
}
await Promise.all(Array.from({ length: AT_ONCE }, lane));

const failed = results.filter((r) => r.code !== 0);
for (const r of failed) process.stdout.write(`› tsc -p ${r.project}\n${r.output}`);
if (failed.length) process.exitCode = 1;

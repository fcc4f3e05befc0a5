// The search benchmark as a step of `npm run bench`: 10,000 generated Japanese articles in a
// temp SQLite file; index build time, p50/p95/max query latency, recall. The work is TypeScript
// in the content package (packages/content/scripts/bench-search.ts), so it runs under tsx in
// its own process: a clean heap, and no site process competing for the core.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib/setup.mjs';

export function benchSearch({ articles = 10_000 } = {}) {
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const script = path.join(root, 'packages', 'content', 'scripts', 'bench-search.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, script, String(articles)], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`search benchmark failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

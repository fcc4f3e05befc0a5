// The search benchmark as a step of `npm run bench`: 10,000 generated Japanese articles, index
// build time, p50/p95/max query latency, recall — on SQLite (a temp file) and on PostgreSQL (a
// throwaway cluster that bench-search.ts starts with --postgres, when PostgreSQL is installed).
// The work is TypeScript in the content package (scripts/bench/bench-search.ts), run
// under tsx in its own process: a clean heap, and no site process competing for the cores.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { tsImport } from 'tsx/esm/api';
import { root } from '../lib/setup.mjs';

const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const script = path.join(root, 'scripts', 'bench', 'bench-search.ts');

/** Runs bench-search.ts; its human lines pass through, its last line (`--json`) is the figures. */
function runBenchSearch(articles, extraArgs = []) {
  return new Promise((resolve, reject) => {
    // A fresh database of its own either way, whatever DATABASE_URL the caller's shell has.
    const { DATABASE_URL, ...env } = process.env;
    const child = spawn(process.execPath, [tsx, script, String(articles), '--json', ...extraArgs], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    // Human lines pass through as they come; the JSON line is for the report only.
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      out += `${line}\n`;
      if (!line.startsWith('{')) console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`search benchmark failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/**
 * p50/p95/max (ms) of articles.search() after the index build, from the script's JSON line, and
 * the p95 of an edited article's re-index (what a save adds; 0.5 s every ~15th save went unseen
 * in the printout until 2026-11-30, docs/database.md "The search index's pages").
 */
export function latencyFrom(output) {
  const line = output.trim().split('\n').pop() ?? '';
  const figures = line.startsWith('{') ? JSON.parse(line) : null;
  const all = figures?.query?.all;
  if (!all) throw new Error('bench-search.ts printed no JSON figures (--json)');
  return {
    dialect: figures.dialect,
    p50: all.p50,
    p95: all.p95,
    max: all.max,
    recall: figures.recall,
    buildSeconds: figures.buildSeconds,
    indexMB: figures.indexMB,
    saveP95: figures.reindexWrite?.p95,
  };
}

/** { sqlite: figures | {error}, postgres: figures | {skipped} | {error} } */
export async function benchSearch({ articles = 10_000 } = {}) {
  const results = {};
  const run = async (extraArgs) => {
    try {
      return latencyFrom(await runBenchSearch(articles, extraArgs));
    } catch (err) {
      return { error: err.message };
    }
  };
  console.log('\n── search, SQLite');
  results.sqlite = await run([]);
  const { HAS_POSTGRES, NO_POSTGRES_NOTE } = await tsImport(
    '../../packages/test-support/src/postgres-server.ts',
    import.meta.url,
  );
  if (!HAS_POSTGRES) results.postgres = { skipped: `PostgreSQL not installed${NO_POSTGRES_NOTE}` };
  else {
    console.log('\n── search, PostgreSQL (a throwaway cluster)');
    results.postgres = await run(['--postgres']);
  }
  return results;
}

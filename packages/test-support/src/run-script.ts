import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inheritedEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const built = new Map<string, Promise<string>>();

/**
 * The node arguments that run one of the operator's commands (apps/cli/src/<script>): its bundle,
 * built once per test process from the current sources by `scripts/lib/bundles.mjs cli`, which
 * prints its path (a child process: this package imports nothing from scripts/). Under
 * `node --import tsx` each run cost ~1.3 s more CPU. Run from the repo root, as `npm run` does.
 */
export async function commandArgs(script: string, ...args: string[]): Promise<string[]> {
  if (!built.has(script))
    built.set(
      script,
      promisify(execFile)(process.execPath, ['scripts/lib/bundles.mjs', 'cli', script], {
        cwd: root,
      }).then(({ stdout }) => stdout.trim()),
    );
  return [await (built.get(script) as Promise<string>), ...args];
}

/**
 * Runs one of the operator's commands (apps/cli) from the repo root against the database
 * `databaseUrl` names; the caller's DATABASE_URL and DATA_DIR do not leak in.
 */
export async function runScript(
  script: string,
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...inheritedEnv(['DATABASE_URL', 'DATA_DIR']), DATABASE_URL: databaseUrl };
  const argv = await commandArgs(script, ...args);
  return new Promise((resolve) => {
    execFile(process.execPath, argv, { cwd: root, env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

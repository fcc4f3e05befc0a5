import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBundle } from '../../../scripts/lib/bundles.mjs';
import { inheritedEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The node arguments that run one of the operator's commands (apps/cli/src/<script>): its bundle,
 * built once per test process from the current sources (scripts/lib/bundles.mjs; under
 * `node --import tsx` each run cost ~1.3 s more CPU). Run from the repo root, as `npm run` does.
 */
export async function commandArgs(script: string, ...args: string[]): Promise<string[]> {
  return [await cliBundle(script), ...args];
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

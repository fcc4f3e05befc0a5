import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Runs one of the operator's commands (apps/cli) as `npm run …` does (tsx, from the repo root;
 * `node --import tsx` itself, which spares tsx's launcher process)
 * against the database `databaseUrl` names; the caller's DATABASE_URL and DATA_DIR do not leak in.
 */
export function runScript(
  script: string,
  args: string[],
  databaseUrl: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...inheritedEnv(['DATABASE_URL', 'DATA_DIR']), DATABASE_URL: databaseUrl };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', `apps/cli/src/${script}`, ...args],
      { cwd: root, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

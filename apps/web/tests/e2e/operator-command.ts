import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * One of the operator's commands (apps/cli/src/<script>), as `npm run …` runs it, from the repo
 * root; its output. Started as `node --import tsx` itself: through `npx tsx` each run cost ~1.5 s
 * more CPU (npm's own start, then tsx's launcher), ~60 CPU-seconds of a suite on two cores.
 */
export function operatorCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): string {
  return execFileSync(process.execPath, ['--import', 'tsx', `apps/cli/src/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

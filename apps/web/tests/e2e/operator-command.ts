import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cliBundleSync } from '../../../../scripts/lib/bundles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * One of the operator's commands (apps/cli/src/<script>), from the repo root; its output. Run
 * from its bundle, built once per spec process from the current sources (scripts/lib/bundles.mjs):
 * through `npx tsx` each run cost ~1.5 s more CPU (npm's own start, then tsx's launcher), and
 * under `node --import tsx` ~1.3 s more than from the bundle.
 */
export function operatorCommand(
  script: string,
  args: string[],
  env: Record<string, string>,
): string {
  return execFileSync(process.execPath, [cliBundleSync(script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
}

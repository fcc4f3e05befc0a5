import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm start`, `npm run start:cluster` / `start:edge`, `npm test` and `npm run bench` begin on a fresh clone, before `node_modules` exists: what they load
 * before their own install step may import only Node's modules and the repository's own plain
 * JavaScript. A package imported at the top (esbuild, through the bundler) made `npm start` on a
 * fresh clone fail at once with ERR_MODULE_NOT_FOUND, before it had installed anything.
 */
const root = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT =
  /^\s*(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;

/** Every module specifier `file` and the repository files it imports statically reach. */
function staticImports(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found: string[] = [];
  for (const m of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    const spec = m[1] ?? m[2];
    if (spec.startsWith('.')) {
      found.push(...staticImports(path.resolve(path.dirname(file), spec), seen));
    } else found.push(`${spec} (in ${path.relative(root, file)})`);
  }
  return found;
}

describe('what runs before the install', () => {
  it.each([
    'scripts/start.mjs',
    'scripts/start-cluster.mjs',
    'scripts/start-edge.mjs',
    'scripts/bench.mjs',
    'scripts/lib/setup.mjs',
  ])('%s imports only Node modules and plain files of its own', (entry) => {
    const packages = staticImports(path.join(root, entry)).filter((s) => !s.startsWith('node:'));
    expect(packages).toEqual([]);
  });

  it('sees a package imported through a relative file (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.mjs'), "import { b } from './b.mjs';\n");
      fs.writeFileSync(
        path.join(dir, 'b.mjs'),
        "import esbuild from 'esbuild';\nexport const b = 1;\n",
      );
      expect(staticImports(path.join(dir, 'a.mjs'))).toEqual([
        `esbuild (in ${path.relative(root, path.join(dir, 'b.mjs'))})`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

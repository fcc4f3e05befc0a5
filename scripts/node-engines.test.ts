import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

/** The lowest Node the project says it runs on (package.json `engines.node`, e.g. ">=20.19"). */
const lowestNode = semver.minVersion(read('package.json').engines.node)?.version;

/**
 * `npm ci` only warns (EBADENGINE) when a package wants a newer Node than the machine has, and
 * then installs it anyway: a package that needs Node 22 would run on Node 20 until the day it
 * calls what Node 20 lacks. The lock file must hold none (docs/decisions/0001-toolchain-pins.md).
 */
describe('the installed packages', () => {
  it('all run on the lowest Node the project supports', () => {
    expect(lowestNode).toMatch(/^20\./);
    const lock = read('package-lock.json');
    const wantNewer = Object.entries(
      lock.packages as Record<string, { engines?: { node?: string } }>,
    )
      .filter(([, pkg]) => typeof pkg.engines?.node === 'string')
      .filter(([, pkg]) => !semver.satisfies(lowestNode ?? '', pkg.engines?.node ?? '*'))
      .map(([where, pkg]) => `${where} wants node ${pkg.engines?.node}`);
    expect(wantNewer).toEqual([]);
  });
});

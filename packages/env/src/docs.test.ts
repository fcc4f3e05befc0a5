import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { VARIABLES } from './variables';

const doc = fs.readFileSync(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/configuration.md'),
  'utf8',
);

/** The variables named in the first column of the environment tables of docs/configuration.md. */
function documented(): string[] {
  const section = doc.slice(doc.indexOf('## Environment'), doc.indexOf('### What still reads'));
  const firstCells = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|')[1]);
  return firstCells
    .flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]))
    .sort();
}

describe('docs/configuration.md', () => {
  it('documents every declared variable, and declares every documented one', () => {
    expect(documented()).toEqual(Object.keys(VARIABLES).sort());
  });
});

import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

it('the web server turns source maps off before any other module loads', async () => {
  process.setSourceMapsEnabled(true);
  await import('./source-maps-off');
  expect(process.sourceMapsEnabled).toBe(false);
  // ES imports run in order: only the first import runs before the others (and Next's) load.
  const server = fs.readFileSync(path.join(import.meta.dirname, '..', 'server.ts'), 'utf8');
  const firstImport = server.split('\n').find((line) => line.startsWith('import '));
  expect(firstImport).toBe("import './front/source-maps-off';");
});

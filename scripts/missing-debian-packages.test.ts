import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'missing-debian-packages.sh');

// npm test installs what this script names (scripts/test.sh): on one machine it must name the
// same packages every time, or a machine that has them all is sent to apt at random.
it('names the same missing Debian packages on every run', () => {
  const runs = Array.from({ length: 40 }, () =>
    execFileSync('bash', [script], { encoding: 'utf8' }),
  );
  expect(new Set(runs).size, `answers seen: ${JSON.stringify([...new Set(runs)])}`).toBe(1);
});

// The browser tracker's weight: the one bundle every page loads (apps/web/public/tracker/
// tracker.js, built by packages/tracker), raw and gzipped at level 9 as a static server would
// pre-compress it. The budget (issue 5) is < 10 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/setup.mjs';

export const TRACKER_FILE = path.join(root, 'apps', 'web', 'public', 'tracker', 'tracker.js');

/** { raw, gzip } in bytes, or { skipped } when the bundle is not built. */
export function trackerSize(file = TRACKER_FILE) {
  if (!fs.existsSync(file))
    return { skipped: `${path.relative(root, file)} not found (tracker not built)` };
  const bytes = fs.readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

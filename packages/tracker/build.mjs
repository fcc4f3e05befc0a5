// Bundles the browser tracker (src/index.ts → apps/web/public/tracker/tracker.js), the
// fingerprint's time-zone worker (→ apps/web/public/tracker/timezone.js) and the push service
// worker (src/service-worker/sw.ts → apps/web/public/webpush/sw.js): minified ES2020
// IIFEs, no source maps in the public folder. Prints the gzip size and fails above the budget.
// `node build.mjs --check` builds in memory only and prints one JSON line per bundle (the tests use it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { browserBundleOptions } from './bundle-options.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const publicDir = path.resolve(here, '..', '..', 'apps', 'web', 'public');
/** The budget for the tracker and push client together. */
const GZIP_BUDGET_BYTES = 10 * 1024;

const entries = [
  {
    name: 'tracker',
    entry: path.join(here, 'src', 'index.ts'),
    outfile: path.join(publicDir, 'tracker', 'tracker.js'),
    budget: GZIP_BUDGET_BYTES,
  },
  {
    // The fingerprint's time-zone worker (src/fingerprint/timezone.ts loads it from /tracker/timezone.js).
    name: 'time-zone worker',
    entry: path.join(here, 'src', 'fingerprint', 'timezone-worker.ts'),
    outfile: path.join(publicDir, 'tracker', 'timezone.js'),
  },
  {
    name: 'service worker',
    entry: path.join(here, 'src', 'service-worker', 'sw.ts'),
    outfile: path.join(publicDir, 'webpush', 'sw.js'),
  },
];

async function main(check) {
  for (const { name, entry, outfile, budget } of entries) {
    if (!fs.existsSync(entry)) {
      if (!check)
        console.log(`- ${name}: ${path.relative(here, entry)} does not exist yet, skipped`);
      continue;
    }
    const result = await build({ ...browserBundleOptions(entry), outfile, write: !check });
    const code = check ? result.outputFiles[0].contents : fs.readFileSync(outfile);
    const gzip = gzipSync(code, { level: 9 }).length;
    if (check)
      console.log(
        JSON.stringify({
          name,
          bytes: code.length,
          gzip,
          budget,
          code: Buffer.from(code).toString('utf8'),
        }),
      );
    else
      console.log(
        `✓ ${name}: ${path.relative(process.cwd(), outfile)} ${code.length} B, ${gzip} B gzip`,
      );
    if (budget && gzip >= budget) {
      console.error(`✗ ${name} is ${gzip} B gzip, over the ${budget} B budget`);
      process.exit(1);
    }
  }
}

main(process.argv.includes('--check')).catch((error) => {
  console.error(error);
  process.exit(1);
});

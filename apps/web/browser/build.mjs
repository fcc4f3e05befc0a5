// Bundles the site's script that runs outside React (browser/main.ts → public/scripts/article-body.js:
// the article body's lazy images and players, decision 19), with the tracker's bundle options.
// Run by `npm run build` before `next build`; prints the gzip size.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { browserBundleOptions } from '@tsuzuri/tracker/bundle-options';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const outfile = path.join(here, '..', 'public', 'scripts', 'article-body.js');

await build({ ...browserBundleOptions(path.join(here, 'main.ts')), outfile });
const code = fs.readFileSync(outfile);
console.log(
  `✓ article body script: ${path.relative(process.cwd(), outfile)} ${code.length} B, ${gzipSync(code, { level: 9 }).length} B gzip`,
);

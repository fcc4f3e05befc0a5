// The site's long-running processes — the web server (its primary, fronts and render workers),
// the page-cache service and the edge's purge relay — run from bundles of their TypeScript, built
// here with esbuild right before they start (~0.2 s; only the bundle that changed is written).
// Under `node --import tsx` every module went through tsx's loader hooks: starting a front cost
// ~1.6 s of CPU against ~0.3 s from its bundle, and every site the tests, the proofs and the
// bench start has several such processes (docs/architecture.md, "How the processes start").
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { root, webDir } from './setup.mjs';

const webTsconfig = path.join(webDir, 'tsconfig.json');
const cacheDir = path.join(root, 'apps', 'page-cache');
const ENTRIES = {
  web: {
    entry: path.join(webDir, 'server.ts'),
    out: path.join(webDir, 'dist', 'server.mjs'),
    tsconfig: webTsconfig,
  },
  edgeRelay: {
    entry: path.join(webDir, 'edge-relay.ts'),
    out: path.join(webDir, 'dist', 'edge-relay.mjs'),
    tsconfig: webTsconfig,
  },
  cache: {
    entry: path.join(cacheDir, 'src', 'server.ts'),
    out: path.join(cacheDir, 'dist', 'server.mjs'),
    tsconfig: path.join(cacheDir, 'tsconfig.json'),
  },
};

const HOISTED = `${path.join(root, 'node_modules')}${path.sep}`;

/**
 * The workspace's own modules (`@tsuzuri/*`, the web app's `@/` and `@messages/` paths, relative
 * imports) are bundled: they are TypeScript. Packages from node_modules stay imports, loaded at
 * run time as before — by name when the root's node_modules holds them (so Next and our code share
 * one copy of each), by their file when only a workspace's own node_modules does (better-auth
 * under packages/staff), which a bundle outside that workspace could not find by name.
 */
const packagesStayImports = {
  name: 'packages-stay-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData?.resolving || /^@(tsuzuri\/|\/|messages\/)/.test(args.path)) return;
      if (args.path.startsWith('node:')) return { external: true };
      const found = await b.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: { resolving: true },
      });
      if (found.errors.length) return { errors: found.errors };
      return { path: found.path.startsWith(HOISTED) ? args.path : found.path, external: true };
    });
  },
};

/** Builds one entry's bundle; writes it only when its bytes changed (an atomic rename). */
async function bundle({ entry, out, tsconfig }) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    outfile: out,
    tsconfig,
    plugins: [packagesStayImports],
    logLevel: 'error',
    // Names kept as written: a stack trace names the function, as it did from the sources.
    keepNames: true,
    // CommonJS packages bundled by accident would need `require`; none is, but a bundle that
    // cannot require is a confusing failure.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
  });
  const code = result.outputFiles[0].contents;
  if (fs.existsSync(out) && Buffer.compare(fs.readFileSync(out), code) === 0) return out;
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  fs.writeFileSync(temp, code);
  fs.renameSync(temp, out);
  return out;
}

let built;

/**
 * Builds the three bundles from the current sources, once per process: every script that starts
 * a site awaits it before its first spawn (scripts/lib/serve.mjs throws otherwise).
 */
export function buildServerBundles() {
  built ??= Promise.all(Object.values(ENTRIES).map(bundle)).then(() => true);
  return built;
}

/** The path of a bundle this process built (buildServerBundles). */
export function serverBundle(name) {
  if (!built) throw new Error(`await buildServerBundles() before starting the ${name} process`);
  return ENTRIES[name].out;
}

// `node scripts/lib/server-bundle.mjs` (part of `npm run build`): the bundles, for a deployment
// that starts the processes itself (docs/caching.md, the edge relay in production).
if (process.argv[1] === new URL(import.meta.url).pathname) {
  await buildServerBundles();
  for (const name of Object.keys(ENTRIES))
    console.log(`✓ ${path.relative(root, serverBundle(name))}`);
}

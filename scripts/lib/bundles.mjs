// The site's programs run from bundles of their TypeScript, built here with esbuild from the
// current sources right before they run (~0.15 s each; a bundle is rewritten only when its bytes
// changed):
// - the long-running processes: the web server (its primary, fronts and render workers), the
//   page-cache service and the edge's purge relay;
// - the operator's commands (apps/cli) when the tests, the proofs and the site's setup run them.
// Under `node --import tsx` every module went through tsx's loader hooks: a front took ~1.9 s of
// CPU to start against ~0.8 s from its bundle, `users list` ~1.9 s against ~0.6 s
// (docs/architecture.md, "How the processes start").
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop as stopEsbuild } from 'esbuild';

// Not from setup.mjs, which imports this module (ensureDatabase runs the seed command's bundle).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const webDir = path.join(root, 'apps', 'web');

const webTsconfig = path.join(webDir, 'tsconfig.json');
const cacheDir = path.join(root, 'apps', 'page-cache');
const cliDir = path.join(root, 'apps', 'cli');
const SERVERS = {
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

/** An operator's command (`users.ts`, `seed.ts`, …: a file of apps/cli/src) as a program. */
const cliProgram = (script) => ({
  entry: path.join(cliDir, 'src', script),
  out: path.join(cliDir, 'dist', script.replace(/\.ts$/, '.mjs')),
  tsconfig: path.join(cliDir, 'tsconfig.json'),
});

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

/** Builds one program's bundle; writes it only when its bytes changed (an atomic rename). */
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

let serversBuilt;

/**
 * Builds the three servers' bundles from the current sources, once per process: every script
 * that starts a site awaits it before its first spawn (scripts/lib/serve.mjs throws otherwise).
 */
export function buildServerBundles() {
  // esbuild's service (a child process that pings its parent) would otherwise live as long as the
  // launcher, which `npm start` keeps for the site's whole life; a later build starts it again.
  serversBuilt ??= Promise.all(Object.values(SERVERS).map(bundle))
    .then(() => stopEsbuild())
    .then(() => true);
  return serversBuilt;
}

/** The path of a server's bundle (web, cache, edgeRelay) this process built. */
export function serverBundle(name) {
  if (!serversBuilt)
    throw new Error(`await buildServerBundles() before starting the ${name} process`);
  return SERVERS[name].out;
}

const cliBuilt = new Map();

/** The bundle of an operator's command (`users.ts`), built once per process: its path. */
export function cliBundle(script) {
  if (!cliBuilt.has(script)) cliBuilt.set(script, bundle(cliProgram(script)));
  return cliBuilt.get(script);
}

const cliBuiltSync = new Map();

/**
 * cliBundle for synchronous callers: the build runs in a child process (~0.3 s of CPU, once), the
 * way a caller that cannot import this module runs it too (`node scripts/lib/bundles.mjs cli x.ts`
 * prints the bundle's path: setup.mjs's seed, the tests' `commandArgs`).
 */
export function cliBundleSync(script) {
  if (!cliBuiltSync.has(script)) {
    const printed = execFileSync(
      process.execPath,
      [fileURLToPath(import.meta.url), 'cli', script],
      {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    cliBuiltSync.set(script, printed.trim());
  }
  return cliBuiltSync.get(script);
}

/** Builds the servers' bundles and names each (what `npm run build` prints last). */
export async function buildAndListServerBundles() {
  await buildServerBundles();
  for (const name of Object.keys(SERVERS))
    console.log(`✓ ${path.relative(root, serverBundle(name))}`);
}

// `node scripts/lib/bundles.mjs`: the servers' bundles, for a deployment that starts the
// processes itself (docs/caching.md, the edge relay in production); `npm run build` builds them
// too. `node scripts/lib/bundles.mjs cli users.ts`: one command's; prints its path.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv[2] === 'cli') console.log(await cliBundle(process.argv[3]));
  else await buildAndListServerBundles();
}

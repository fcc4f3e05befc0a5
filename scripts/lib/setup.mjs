// The steps that make a fresh clone runnable: install, migrate, seed (when empty), build (when
// the sources changed). Plain Node with no dependencies: it runs before `npm install` has.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localAdminKey, localStaffSecret } from '../../packages/env/src/kept-secret.js';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const webDir = path.join(root, 'apps', 'web');

export function run(cmd, args, opts = {}) {
  console.log(`› ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    ...opts,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...opts.env },
  });
  if (result.status !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

/** Every workspace folder (apps/*, packages/*). */
const WORKSPACES = ['apps', 'packages'].flatMap((dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs.readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`)
    : [],
);

/** Left in node_modules while a fresh install's slow install script has not run yet. */
const SCRIPTS_PENDING = path.join(root, 'node_modules', '.tsuzuri-install-scripts-pending');
/** The one install script worth running beside the build: better-sqlite3 compiles SQLite. */
const SLOW_SCRIPT_PACKAGE = 'better-sqlite3';

/** The packages whose install scripts npm ci runs (the lock marks them), but the slow one. */
function quickScriptPackages() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([at]) => at.replace(/^.*node_modules\//, ''))
    .filter((name) => name && name !== SLOW_SCRIPT_PACKAGE);
}

/**
 * npm ci on a fresh clone; npm install when package.json or the lock changed since.
 *
 * `slowScriptLater`: on a fresh clone, better-sqlite3's install script (SQLite compiled from
 * source, ~55 s on one core) is left to `runSlowInstallScript`, which the caller runs beside
 * the build, the lint and the type check: none of them opens a database, and they keep the
 * other core busy (npm test's setup ~25 s shorter, docs/testing.md). The other install scripts
 * run at once (1.5 s; esbuild's must not change its binary while the build uses it).
 */
export function ensureInstalled({ slowScriptLater = false } = {}) {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker)) {
    if (!slowScriptLater) return run('npm', ['ci', '--no-audit', '--no-fund']);
    run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts']);
    run('npm', ['rebuild', ...quickScriptPackages()]);
    fs.writeFileSync(SCRIPTS_PENDING, `${SLOW_SCRIPT_PACKAGE}\n`);
    return;
  }
  // An earlier setup stopped before the slow script ran: run it now (the caller needs it).
  if (fs.existsSync(SCRIPTS_PENDING) && !slowScriptLater) finishSlowInstallScript();
  const newest = Math.max(
    ...['package.json', 'package-lock.json', ...WORKSPACES.map((w) => `${w}/package.json`)]
      .map((f) => path.join(root, f))
      .filter((f) => fs.existsSync(f))
      .map((f) => fs.statSync(f).mtimeMs),
  );
  if (newest > fs.statSync(marker).mtimeMs) run('npm', ['install', '--no-audit', '--no-fund']);
}

function finishSlowInstallScript() {
  run('npm', ['rebuild', SLOW_SCRIPT_PACKAGE]);
  fs.rmSync(SCRIPTS_PENDING, { force: true });
}

/**
 * Runs the install script `ensureInstalled({ slowScriptLater: true })` left, in a child process
 * that goes on while the caller runs its own (synchronous) steps; resolves when it has ended,
 * rejects with its output when it failed. Nothing to do when nothing was left.
 */
export function runSlowInstallScript() {
  if (!fs.existsSync(SCRIPTS_PENDING)) return Promise.resolve();
  console.log(`› npm rebuild ${SLOW_SCRIPT_PACKAGE} (beside the steps that do not need it)`);
  // Its output goes to a file: a pipe would fill and stall it while the caller's spawnSync runs.
  const logFile = path.join(root, 'node_modules', '.tsuzuri-install-scripts.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn('npm', ['rebuild', SLOW_SCRIPT_PACKAGE], {
    cwd: root,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        fs.rmSync(SCRIPTS_PENDING, { force: true });
        return resolve();
      }
      reject(
        new Error(
          `npm rebuild ${SLOW_SCRIPT_PACKAGE} failed (exit ${code}):\n${fs.readFileSync(logFile, 'utf8')}`,
        ),
      );
    });
  });
}

/**
 * The page-cache admin secret for a local run: CACHE_ADMIN_KEY when set, else the random key kept
 * in the data folder (git ignores it), by the same rule the service, the fronts and the CLIs use
 * (packages/env/src/kept-secret.js, plain JavaScript so it runs before `npm install`).
 */
export function localCacheAdminKey(dataDir = process.env.DATA_DIR || path.join(root, 'data')) {
  return process.env.CACHE_ADMIN_KEY || localAdminKey(dataDir);
}

/** The console's session secret: STAFF_AUTH_SECRET, else the one kept in the data folder. */
export function localStaffAuthSecret(dataDir = process.env.DATA_DIR || path.join(root, 'data')) {
  return process.env.STAFF_AUTH_SECRET || localStaffSecret(dataDir);
}

/** Migrates, and seeds the demo content when the database has no articles yet. */
export function ensureDatabase(env = {}) {
  // The seed command's bundle (scripts/lib/bundles.mjs, built in a child: this file imports
  // nothing from node_modules), run by node itself — not npx (npm's own start cost ~1.5 s of CPU)
  // nor tsx (~1 s more): every end-to-end site and proof cluster seeds.
  const seed = spawnSync(process.execPath, ['scripts/lib/bundles.mjs', 'cli', 'seed.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (seed.status !== 0) {
    console.error('✗ could not build the seed command (scripts/lib/bundles.mjs)');
    process.exit(seed.status ?? 1);
  }
  run(process.execPath, [seed.stdout.trim(), '--if-empty'], { env });
}

// The app and the back-end workspaces Next compiles into it (next.config.ts transpilePackages).
const BUNDLED_PACKAGES = [
  'analytics',
  'cache-protocol',
  'config',
  'content',
  'db',
  'env',
  'http-retry',
  'media',
  'push',
  'readers',
  'staff',
  'text',
].map((p) => `packages/${p}/src`);
const BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/public',
  'apps/web/next.config.ts',
  'apps/web/package.json',
  ...BUNDLED_PACKAGES,
  'package-lock.json',
];

function sourceHash() {
  const hash = createHash('sha256');
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p).sort())
        if (name !== 'node_modules') walk(path.join(p, name));
    } else {
      hash.update(path.relative(root, p)).update(fs.readFileSync(p));
    }
  };
  for (const input of BUILD_INPUTS) walk(path.join(root, input));
  return hash.digest('hex');
}

/**
 * `next build` unless the last build was made from exactly these sources (`force`: always, as
 * `npm run build` does; the stamp it leaves tells `npm start` the build is current). The tracker
 * bundle, service worker and the article body's script (apps/web/browser) go first (esbuild, well
 * under a second, same bytes for the same sources): they land in apps/web/public, which the hash
 * covers, so a tracker change also means a new build.
 */
export function ensureBuilt({ force = false } = {}) {
  run('node', ['packages/tracker/build.mjs']);
  run('node', ['apps/web/browser/build.mjs']);
  const stamp = path.join(webDir, '.next', 'SOURCE_HASH');
  const current = sourceHash();
  if (
    !force &&
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === current &&
    fs.existsSync(path.join(webDir, '.next', 'BUILD_ID'))
  ) {
    console.log('✓ build is current');
    return;
  }
  run('npx', ['next', 'build'], { cwd: webDir });
  fs.writeFileSync(stamp, current);
}

let tsxRegistered;
/**
 * Imports a module of scripts/lib that needs packages or the repository's TypeScript (the
 * cluster's local servers come from packages/test-support), once `ensureInstalled` has run:
 * an entry that begins on a fresh clone loads them this way rather than at its top.
 */
export async function afterInstall(specifier) {
  tsxRegistered ??= import('tsx/esm/api').then(({ register }) => register());
  await tsxRegistered;
  return import(new URL(specifier, import.meta.url).href);
}

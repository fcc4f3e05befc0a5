#!/usr/bin/env bash
# npm test: the whole suite — unit and repository tests (Vitest), then end to end in Debian's
# Chromium (Playwright). Installs the Debian packages it needs when they are missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."

mapfile -t need < <(bash scripts/missing-debian-packages.sh)
# Installs the missing packages; run in the background, as nothing before the tests needs them.
install_debian_packages() {
  local clusters_before
  clusters_before=$(ls -d /etc/postgresql/*/* 2>/dev/null || true)
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
  # Debian's package creates and starts a "main" cluster on 5432. The tests start their own
  # throwaway cluster on a free port (scripts/vitest-global-setup.ts), so the new, empty one is
  # only in the way: stop and remove it — only a cluster this install created.
  for conf in $(ls -d /etc/postgresql/*/* 2>/dev/null || true); do
    grep -qxF "$conf" <<<"$clusters_before" || pg_dropcluster --stop "$(basename "$(dirname "$conf")")" "$(basename "$conf")" ||
      echo "› could not remove the package's cluster $conf (harmless: the tests use their own)"
  done
}
packages_pid=''
packages_log=$(mktemp)
if [ ${#need[@]} -gt 0 ]; then
  echo "› installing ${need[*]}, beside the npm install and the build"
  install_debian_packages "${need[@]}" >"$packages_log" 2>&1 &
  packages_pid=$!
fi

# Each step says how long it took (the suite's time is docs/testing.md's concern too). The steps
# start their tools from node_modules/.bin or as `node --import tsx`, not through npx: npm's own
# start costs ~1 s of wall time and 1.5 s of CPU each time.
step() {
  local name=$1 started=$SECONDS
  shift
  "$@"
  echo "› $name took $((SECONDS - started)) s"
}

setup() { node --input-type=module -e "import('./scripts/lib/setup.mjs').then((s) => s.$1).catch((e) => { console.error(e.message); process.exit(1); })"; }
step install setup 'ensureInstalled({ slowScriptLater: true })'
# better-sqlite3 compiles SQLite on one core beside the build, the lint and the type check, which
# need no database (scripts/lib/setup.mjs); the suite waits for it before Vitest.
setup 'runSlowInstallScript()' &
slow_script_pid=$!
step build setup 'ensureBuilt()'
if [ -n "$packages_pid" ]; then
  wait_for_packages() {
    wait "$packages_pid" || { cat "$packages_log"; echo "› installing ${need[*]} failed"; return 1; }
  }
  step 'Debian packages (the rest of their install)' wait_for_packages
fi
rm -f "$packages_log"
export NEXT_TELEMETRY_DISABLED=1
step lint node_modules/.bin/biome check .
# Every package, the web app with its route types (the build does not check them), the front
# server, the tracker and its service worker: scripts/typecheck.mjs.
step typecheck node scripts/typecheck.mjs
step 'better-sqlite3 compile (the rest of it)' wait "$slow_script_pid"
step vitest node_modules/.bin/vitest run
# Several instances on PostgreSQL + Redis (docs/scaling.md): the cluster test, the load proof
# (20 s here; the full 60 s is `npm run proof:load`) and the fault proof.
step 'cluster test' node --import tsx --test scripts/proof/cluster.test.mjs
# Varnish in front of a seeded site: key, storable rule, A/B at the edge, purges, grace (docs/caching.md#the-edge).
step 'edge test' node --test scripts/edge/edge.test.mjs
step 'load proof' node --import tsx scripts/proof/load.mjs --seconds 20 --json data/proof-load.json
step 'fault proof' node --import tsx scripts/proof/faults.mjs --json data/proof-faults.json
step playwright node_modules/.bin/playwright test -c apps/web/playwright.config.ts

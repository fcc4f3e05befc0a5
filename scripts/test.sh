#!/usr/bin/env bash
# npm test: the whole suite — unit and repository tests (Vitest), then end to end in Debian's
# Chromium (Playwright). Installs the Debian packages it needs when they are missing (as root).
set -euo pipefail
cd "$(dirname "$0")/.."

need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
command -v redis-server >/dev/null || need+=(redis-server)   # the page cache's Redis store tests
if [ ${#need[@]} -gt 0 ]; then
  echo "› installing ${need[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi

node --input-type=module -e "import('./scripts/lib/setup.mjs').then((s) => { s.ensureInstalled(); s.ensureBuilt(); })"
export NEXT_TELEMETRY_DISABLED=1
npx biome check .                 # lint (next build above type-checked the web app)
npx tsc -p packages/content       # type-check the content package and its scripts
npx tsc -p apps/page-cache        # and the cache service
npx tsc -p apps/web               # and the front server (next build checks only the Next app)
npx vitest run
npx playwright test -c apps/web/playwright.config.ts

#!/usr/bin/env bash
# The Debian packages npm test needs and this machine lacks, one per line (scripts/test.sh
# installs them). Each check reads its whole input: `grep -q` stops at the first match, and
# under pipefail the writer it left (fc-list, killed by SIGPIPE) made the check fail at random,
# 13 times in 30 here, so a machine with the fonts was told to install them.
set -euo pipefail
[ -x /usr/bin/chromium ] || echo chromium
fc-list : family 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || echo fonts-noto-cjk
command -v redis-server >/dev/null || echo redis-server   # the page cache's Redis store tests
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || echo postgresql   # the repository tests' second dialect
command -v java >/dev/null || echo default-jre-headless   # the Nu Html Checker (vnu-jar) in validators.spec.ts
[ -x /usr/sbin/varnishd ] || echo varnish   # the edge test (scripts/edge/edge.test.mjs)
ls /usr/lib/*/varnish/vmods/libvmod_xkey.so >/dev/null 2>&1 || echo varnish-modules   # xkey, header

// npm run proof:load [-- --seconds 60 --connections 100]: a cluster of two web instances on
// PostgreSQL and Redis under a mix of cached and uncached pages, search, beacons, comments and
// contact messages. Passes when no request got a 5xx or no answer, every accepted beacon and form
// is in the database, and (runs of 60 s or more) every process's memory stayed flat. Prints the
// figures and writes them to bench/load.json. Needs a build (npm run build).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../lib/setup.mjs';
import { runLoad } from './load-client.mjs';
import { createMix } from './mix.mjs';
import {
  clusterPids,
  compareStored,
  startProofCluster,
  stopAndRemove,
  storedNumbers,
  warm,
} from './proof-cluster.mjs';
import { sampleMemory } from './rss.mjs';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    json: { type: 'string', default: path.join(root, 'bench', 'load.json') },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// Mostly what a content site serves: cached pages; then beacons (one or more per page view).
const WEIGHTS = { cached: 65, search: 4, fresh: 4, beacon: 22, comment: 3, contact: 2 };

const cluster = await startProofCluster({ name: 'load', ports: [3362, 3363], cachePort: 4362 });
let failed = true;
try {
  await warm(cluster.urls);
  const runId = `l${Date.now().toString(36)}`;
  const mix = createMix(runId, WEIGHTS);
  console.log(
    `› load: ${seconds} s, ${connections} connections over ${cluster.urls.join(' ')}, mix ${JSON.stringify(WEIGHTS)}`,
  );
  const memory = sampleMemory(() => clusterPids(cluster), { durationMs: seconds * 1000 });
  const started = Date.now();
  const tally = await runLoad({
    targets: cluster.urls,
    connections,
    seconds,
    next: () => mix.next(),
  }).done;
  const elapsed = (Date.now() - started) / 1000;
  const rss = memory.stop();
  // Queued analytics events are flushed by time (about a second): let the last batch land.
  await new Promise((r) => setTimeout(r, 3000));
  const stored = compareStored(mix.accepted, storedNumbers(cluster, runId));
  const summary = tally.summary();
  const report = {
    at: new Date().toISOString(),
    seconds,
    connections,
    instances: cluster.urls.length,
    mix: WEIGHTS,
    requests: summary.requests,
    reqPerSec: Math.round(summary.requests / elapsed),
    latencyMs: { p50: summary.p50, p95: summary.p95, p99: summary.p99, max: summary.max },
    fiveXx: summary.fiveXx,
    noAnswer: summary.noAnswer,
    byKind: summary.byKind,
    stored,
    memoryMb: rss,
  };
  fs.mkdirSync(path.dirname(values.json), { recursive: true });
  fs.writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `requests ${report.requests}  ${report.reqPerSec} req/s  p50 ${report.latencyMs.p50} ms  p95 ${report.latencyMs.p95} ms  p99 ${report.latencyMs.p99} ms`,
  );
  console.log(`5xx ${report.fiveXx}  no answer ${report.noAnswer}`);
  for (const [kind, k] of Object.entries(summary.byKind))
    console.log(
      `  ${kind.padEnd(8)} sent ${k.sent}  2xx ${k.ok}  4xx ${k['4xx']}  5xx ${k['5xx']}  p50 ${k.p50} ms  p95 ${k.p95} ms  statuses ${JSON.stringify(k.statuses)}`,
    );
  for (const [kind, s] of Object.entries(stored))
    console.log(
      `  ${kind.padEnd(8)} accepted ${s.accepted}  stored ${s.stored ?? '?'}  lost ${s.lost ?? '?'}${s.note ? ` (${s.note})` : ''}`,
    );
  for (const [name, m] of Object.entries(rss))
    console.log(
      `  memory (PSS) ${name.padEnd(8)} first ${m.first} MB  after warm-up (highest of the middle third) ${m.afterWarmup} MB  last ${m.last} MB  max ${m.max} MB  ${m.flat ? 'flat' : 'GREW'}  (RSS ${m.rss[0]} → ${m.rss.at(-1)} MB)`,
    );
  console.log(`figures: ${path.relative(root, values.json)}`);

  const problems = [];
  if (report.fiveXx) problems.push(`${report.fiveXx} answers were 5xx`);
  if (report.noAnswer) problems.push(`${report.noAnswer} requests got no answer`);
  for (const [kind, s] of Object.entries(stored))
    if (s.lost) problems.push(`${s.lost} accepted ${kind} submissions are not in the database`);
  for (const [name, m] of Object.entries(rss))
    if (seconds >= 60 && !m.flat)
      problems.push(`${name}'s memory kept growing after warm-up (${m.afterWarmup} → ${m.max} MB)`);
  failed = problems.length > 0;
  console.log(failed ? `✗ load proof failed: ${problems.join('; ')}` : '✓ load proof passed');
} finally {
  await stopAndRemove(cluster);
}
process.exit(failed ? 1 : 0);

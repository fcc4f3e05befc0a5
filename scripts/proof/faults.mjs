// npm run proof:faults: a cluster (two web instances, cache service, PostgreSQL, Redis) under
// moderate load while the cache service, then Redis, then PostgreSQL are killed and brought back;
// then one web instance is stopped with SIGTERM. Checks, per docs/scaling.md: cached pages never
// fail; forms answer their "network" message (docs/product.md#messages) with a 5xx while the database is down and never claim
// success for what was not stored; everything accepted is in the database at the end; each
// service is in use again within RECOVERY_MS of its return, with no web restart; the stopped
// instance finishes its requests, flushes its analytics queue and exits within its bound. First,
// prototype keys in every body format must leave both instances rendering (docs/security.md).
import fs from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { siteConfig } from '../../packages/config/src/index.ts';
import { tagPurger } from '../lib/purge-tags.mjs';
import { root } from '../lib/setup.mjs';
import {
  createPhases,
  formFailureTexts,
  formsWorkOnAll,
  prototypeKeysBreakNothing,
  purgeReachesAll,
} from './fault-checks.mjs';
import { get } from './http.mjs';
import { runLoad } from './load-client.mjs';
import { createMix, seedArticlePaths } from './mix.mjs';
import {
  compareStored,
  startProofCluster,
  stopAndRemove,
  storedNumbers,
  warm,
} from './proof-cluster.mjs';

const { values } = parseArgs({
  options: { json: { type: 'string', default: path.join(root, 'bench', 'faults.json') } },
});
const DOWN_MS = 6000;
// Generous: after Redis returns empty every front re-renders its pages (the feed restarted, so
// all are stale), and on two cores under load that takes seconds.
const RECOVERY_MS = 20_000;
const STOP_BOUND_MS = 20_000; // drain (10 s) + the analytics queue's last write (8 s), and slack
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const exits = [];
const cluster = await startProofCluster({
  name: 'faults',
  ports: [3364, 3365],
  cachePort: 4364,
  // Events wait up to 5 s in the queue, so the stop below has a queue to flush.
  env: { ANALYTICS_FLUSH_MS: '5000', ANALYTICS_BATCH_SIZE: '5000' },
  stdio: (name) => ['ignore', name === 'web1' ? 'pipe' : 'ignore', 'inherit'],
  onExit: (name, code) => exits.push(`${name} exited (${code})`),
});
// web1's log: its last line at shutdown tells what the analytics queue wrote.
const web1Log = [];
createInterface({ input: cluster.child('web1').stdout }).on('line', (line) => {
  if (line.includes('analytics')) web1Log.push(line);
});

const problems = [];
const expect = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) problems.push(what);
};
const report = { at: new Date().toISOString(), faults: [] };
try {
  const [A, B] = cluster.urls;
  const probe = seedArticlePaths(40).at(-1); // a page no load request asks for
  const purgeTarget = {
    urls: cluster.urls,
    cacheUrl: cluster.cacheUrl,
    adminKey: cluster.env.CACHE_ADMIN_KEY,
    domain: siteConfig().domain,
    page: probe,
    tag: `article:${probe.slice(1)}`,
  };
  await warm(cluster.urls);
  const runId = `f${Date.now().toString(36)}`;
  console.log('› prototype keys in every body format');
  const purge = await tagPurger({
    cacheUrl: cluster.cacheUrl,
    adminKey: cluster.env.CACHE_ADMIN_KEY,
  });
  const keyProblems = await prototypeKeysBreakNothing(cluster.urls, cluster.env.ADMIN_TOKEN, purge);
  report.prototypeKeys = { problems: keyProblems };
  expect(
    keyProblems.length === 0,
    `prototype keys in forms, JSON, beacons, queries, cookies and headers: every page still renders 200 on both instances${keyProblems.length ? ` (${keyProblems.join('; ')})` : ''}`,
  );
  const mix = createMix(runId, { cached: 55, fresh: 5, beacon: 20, comment: 10, contact: 10 });
  const phases = createPhases();
  const load = runLoad({
    targets: cluster.urls,
    connections: 12,
    seconds: 600,
    next: () => phases.watchForms(mix.next()),
    tally: phases.tally,
  });
  await sleep(3000);
  const texts = formFailureTexts();
  const webPids = [cluster.pids().web0, cluster.pids().web1];

  const services = cluster.services;
  const faults = [
    {
      name: 'cache service',
      kill: () => cluster.signalProcess('cache', 'SIGKILL'),
      revive: () => cluster.startCache(),
      recovered: () => purgeReachesAll(purgeTarget, RECOVERY_MS),
    },
    {
      name: 'redis',
      kill: () => services.redis.stop('SIGKILL'),
      revive: () => services.redis.start(),
      recovered: () => purgeReachesAll(purgeTarget, RECOVERY_MS),
    },
    {
      name: 'postgresql',
      kill: () => services.postgres.stop('immediate'),
      revive: () => services.postgres.start(),
      recovered: () => formsWorkOnAll(cluster.urls, runId, RECOVERY_MS),
    },
  ];
  for (const fault of faults) {
    console.log(`› ${fault.name}: killed`);
    const down = phases.begin(`${fault.name} down`);
    await fault.kill();
    await sleep(DOWN_MS);
    phases.begin(`${fault.name} back`);
    await fault.revive();
    const recovery = await fault.recovered();
    await sleep(2000);
    const s = down.tally.summary();
    const cached = s.byKind.cached ?? { sent: 0, '5xx': 0, noAnswer: 0 };
    report.faults.push({
      service: fault.name,
      downMs: DOWN_MS,
      recoveryMs: recovery.ms ?? null,
      recoveryFailure: recovery.failed,
      down: s,
      formFailures: down.forms,
    });
    console.log(
      `  while down: ${s.requests} requests; cached pages ${cached.sent} (${cached['5xx']} 5xx); forms ${JSON.stringify(down.forms)}`,
    );
    expect(
      cached['5xx'] === 0 && cached.noAnswer === 0 && cached.sent > 0,
      `${fault.name} down: every cached page answered 200`,
    );
    for (const kind of ['comment', 'contact']) {
      const failures = Object.entries(down.forms[kind]);
      const text = texts[kind];
      const clear = failures.every(([key]) => /^50[03] /.test(key) && key.endsWith(text));
      expect(
        clear,
        `${fault.name} down: every ${kind} not accepted was answered 500/503 "${text}"${failures.length ? ` (${failures.map(([k, n]) => `${n}× ${k}`).join(', ')})` : ''}`,
      );
      if (fault.name !== 'postgresql')
        expect(
          failures.length === 0,
          `${fault.name} down: ${kind} submissions still accepted (the database is up)`,
        );
    }
    expect(
      recovery.ms !== undefined,
      `${fault.name} back: in use again within ${RECOVERY_MS / 1000} s (${recovery.failed ?? `${recovery.ms} ms`})`,
    );
  }
  expect(
    exits.length === 0 && cluster.pids().web0 === webPids[0] && cluster.pids().web1 === webPids[1],
    `no web instance restarted or died${exits.length ? ` (${exits.join(', ')})` : ''}`,
  );

  console.log('› web1: SIGTERM under load');
  const stopPhase = phases.begin('web1 stopping');
  const inFlight = Array.from({ length: 6 }, (_, i) =>
    get(`${B}/search-result?q=${encodeURIComponent(`停止 ${runId} ${i}`)}`, {}, 30_000),
  );
  await sleep(300); // sent and being rendered (a render under this load takes longer)
  const stopAt = Date.now();
  const code = await cluster.signalProcess('web1', 'SIGTERM');
  const stopMs = Date.now() - stopAt;
  const answered = await Promise.all(inFlight);
  await sleep(1000);
  load.stop();
  await load.done;
  const flushed = web1Log
    .map((l) => JSON.parse(l))
    .find((l) => /analytics (queue flushed|events not stored)/.test(l.msg));
  report.shutdown = {
    exitCode: code,
    stopMs,
    inFlight: answered.map((a) => a.status),
    analytics: flushed ?? null,
    refusedAfterStop: stopPhase.tally.summary().noAnswer,
  };
  expect(
    code === 0 && stopMs < STOP_BOUND_MS,
    `web1 exited 0 within ${STOP_BOUND_MS / 1000} s of SIGTERM (${code}, ${stopMs} ms)`,
  );
  expect(
    answered.every((a) => a.status === 200),
    `requests in flight at SIGTERM completed (${answered.map((a) => (a.status === 0 ? a.text.slice(0, 80) : a.status)).join(', ')})`,
  );
  expect(
    flushed?.left === 0 && flushed.stored === flushed.accepted,
    `web1 wrote its whole analytics queue before exiting (${flushed ? `accepted ${flushed.accepted}, stored ${flushed.stored}, left ${flushed.left}` : 'no flush logged'})`,
  );
  expect((await get(`${A}/`)).status === 200, 'the other instance keeps serving');

  // web0's queue writes every 5 s: a stop writes it at once (as web1's did above), sooner than
  // waiting for the next write.
  const web0Code = await cluster.signalProcess('web0', 'SIGTERM');
  expect(web0Code === 0, `web0 exited 0 on SIGTERM once the load was over (${web0Code})`);
  const stored = compareStored(mix.accepted, storedNumbers(cluster, runId));
  report.stored = stored;
  report.phases = phases.phases.map((p) => ({
    name: p.name,
    ...p.tally.summary(),
    formFailures: p.forms,
  }));
  for (const [kind, s] of Object.entries(stored))
    expect(
      s.lost === 0,
      `every accepted ${kind} is in the database (accepted ${s.accepted}, stored ${s.stored}, lost ${s.lost})`,
    );
} catch (error) {
  problems.push(String(error?.stack ?? error));
  console.error(error);
} finally {
  await stopAndRemove(cluster);
}
const out = path.resolve(values.json);
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, `${JSON.stringify({ ...report, problems }, null, 2)}\n`);
console.log(
  problems.length
    ? `✗ fault proof failed:\n  - ${problems.join('\n  - ')}`
    : '✓ fault proof passed',
);
process.exit(problems.length ? 1 : 0);

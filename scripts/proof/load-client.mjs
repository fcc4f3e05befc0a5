// A small closed-loop load generator: `connections` workers, each with one keep-alive socket to
// one target, sending the next request as soon as the previous answer is read. Records every
// answer by kind (status, latency) so the proofs can count what went in and what came out.
import http from 'node:http';

/** One request: sends it on agent and resolves { status, body, ms } (status 0 = no answer). */
export function send(
  agent,
  base,
  { method = 'GET', path, headers = {}, body },
  timeoutMs = 30_000,
) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('error', (error) =>
          resolve({ status: 0, body: String(error), ms: performance.now() - started }),
        );
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({ status: 0, body: String(error), ms: performance.now() - started }),
    );
    req.end(body);
  });
}

/** Counts per kind: answers by status class, and the latencies of all answers. */
export function createTally() {
  const kinds = new Map();
  const latencies = new Map();
  return {
    kinds,
    record(kind, status, ms) {
      if (!kinds.has(kind)) {
        kinds.set(kind, {
          sent: 0,
          ok: 0,
          '3xx': 0,
          '4xx': 0,
          '5xx': 0,
          noAnswer: 0,
          statuses: {},
        });
        latencies.set(kind, []);
      }
      const k = kinds.get(kind);
      k.sent++;
      if (status === 0) k.noAnswer++;
      else if (status < 300) k.ok++;
      else k[`${String(status)[0]}xx`]++;
      k.statuses[status] = (k.statuses[status] ?? 0) + 1;
      if (status) latencies.get(kind).push(ms);
    },
    summary() {
      const total = (field) => [...kinds.values()].reduce((n, k) => n + k[field], 0);
      const byKind = Object.fromEntries(
        [...kinds].map(([kind, k]) => [kind, { ...k, ...percentiles(latencies.get(kind)) }]),
      );
      return {
        requests: total('sent'),
        fiveXx: total('5xx'),
        noAnswer: total('noAnswer'),
        ...percentiles([...latencies.values()].flat()),
        byKind,
      };
    },
  };
}

/** p50/p95/p99/max of latencies in ms (0.1 ms resolution). */
function percentiles(values) {
  const sorted = Float64Array.from(values).sort();
  const at = (q) =>
    sorted.length
      ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10
      : null;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/**
 * Runs `connections` workers over `targets` (base URLs, round-robin) until `seconds` pass or
 * stop() is called. next(worker) returns the request to send: { kind, method, path, headers,
 * body, onAnswer? }. Resolves with the tally.
 */
export function runLoad({ targets, connections, seconds, next, tally = createTally() }) {
  const bases = targets.map((t) => new URL(t));
  const agents = bases.map(
    () => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(connections / bases.length) }),
  );
  const deadline = Date.now() + seconds * 1000;
  let stopped = false;
  const worker = async (i) => {
    const target = i % bases.length;
    while (!stopped && Date.now() < deadline) {
      const request = next(i, target);
      const answer = await send(agents[target], bases[target], request);
      tally.record(request.kind, answer.status, answer.ms);
      request.onAnswer?.(answer);
      // A refused connection answers in microseconds: do not spin on a target that is down.
      if (answer.status === 0) await new Promise((r) => setTimeout(r, 20));
    }
  };
  const done = Promise.all(Array.from({ length: connections }, (_, i) => worker(i))).then(() => {
    for (const a of agents) a.destroy();
    return tally;
  });
  const stop = () => {
    stopped = true;
  };
  return { done, tally, stop };
}

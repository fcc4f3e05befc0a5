import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from '../raw-http';
import { type FuzzCase, generateCases } from './generate';
import { javascriptUrl, reflectedMarkup } from './payloads';

export type FuzzFailure = { request: FuzzCase; status: number; problem: string };
export type FuzzReport = {
  seed: number;
  sent: number;
  byStatus: Record<number, number>;
  failures: FuzzFailure[];
  ms: number;
};

const MARKUP_TYPES = /^(text\/html|application\/xhtml|image\/svg|text\/xml|application\/xml)/i;

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

/** What is wrong with one answer, or null: a 5xx, reflected markup, a redirect off the site. */
export function problemOf(
  c: FuzzCase,
  port: number,
  status: number,
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): string | null {
  if (status >= 500) return `status ${status}`;
  // Node's own parser refuses some requests (raw bytes in the target, oversized headers) with a
  // bare 4xx before the front runs: nothing to sniff there. Everything else passed the front.
  const refusedByNode = status >= 400 && !headers['content-type'] && body.length === 0;
  if (!refusedByNode && headers['x-content-type-options'] !== 'nosniff')
    return 'no X-Content-Type-Options: nosniff';
  const location = headers.location;
  if (status >= 300 && status < 400 && typeof location === 'string') {
    const host = new URL(location, `http://127.0.0.1:${port}/`).host;
    if (host !== `127.0.0.1:${port}` && !/^tsuzuri\.example(:\d+)?$/.test(host))
      return `redirect off the site: ${location}`;
  }
  const type = String(headers['content-type'] ?? '');
  if (body.length && (MARKUP_TYPES.test(type) || !type)) {
    const text = decode(body, headers['content-encoding'] as string | undefined).toString('utf8');
    const found = reflectedMarkup(c.mark).find((m) => text.includes(m));
    if (found) return `reflected markup: ${found}`;
    if (javascriptUrl(c.mark).test(text)) return 'reflected javascript: URL';
  }
  return null;
}

/** Raw bytes stay raw (malformed UTF-8 on purpose); text beyond latin1 goes as UTF-8. */
const bytesOf = (s: string) =>
  Buffer.from(s, [...s].some((ch) => ch.charCodeAt(0) > 0xff) ? 'utf8' : 'latin1');

async function send(
  c: FuzzCase,
  port: number,
): Promise<{ status: number; problem: string | null }> {
  try {
    const res = await rawRequest({
      port,
      path: c.path,
      method: c.method,
      headers: c.headers,
      body: c.body === undefined ? undefined : bytesOf(c.body),
      localAddress: c.localAddress,
    });
    return { status: res.status, problem: problemOf(c, port, res.status, res.headers, res.raw) };
  } catch (error) {
    return { status: 0, problem: `no answer: ${(error as Error).message}` };
  }
}

/** Sends `count` generated requests, `concurrency` at a time, and collects what went wrong. */
export async function runFuzz(opts: {
  port: number;
  seed: number;
  count: number;
  concurrency: number;
}): Promise<FuzzReport> {
  const started = Date.now();
  const cases = generateCases(opts.seed, opts.count);
  const byStatus: Record<number, number> = {};
  const failures: FuzzFailure[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++];
      const { status, problem } = await send(c, opts.port);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (problem) failures.push({ request: c, status, problem });
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { seed: opts.seed, sent: cases.length, byStatus, failures, ms: Date.now() - started };
}

/** A failing request, short enough to read and complete enough to replay. */
export function describeFailure(f: FuzzFailure): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const headers = Object.entries(f.request.headers)
    .map(([k, v]) => `\n    ${k}: ${cut(JSON.stringify(v))}`)
    .join('');
  const body =
    f.request.body === undefined ? '' : `\n    body: ${cut(JSON.stringify(f.request.body))}`;
  return `#${f.request.id} ${f.problem} (status ${f.status})\n  ${f.request.method} ${cut(JSON.stringify(f.request.path))} from ${f.request.localAddress}${headers}${body}`;
}

// CLI: npx tsx apps/web/tests/e2e/fuzz/run.ts --port 3340 --seed 42 [--count 10000] [--concurrency 16]
if (process.argv[1]?.endsWith('run.ts')) {
  const has = (name: string) => process.argv.includes(`--${name}`);
  const arg = (name: string, fallback: number) =>
    has(name) ? Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) : fallback;
  const report = await runFuzz({
    port: arg('port', 3340),
    seed: has('seed') ? arg('seed', 1) : Date.now() % 1_000_000,
    count: arg('count', 10_000),
    concurrency: arg('concurrency', 16),
  });
  console.log(
    `seed ${report.seed}: ${report.sent} requests in ${report.ms} ms, statuses ${JSON.stringify(report.byStatus)}`,
  );
  for (const f of report.failures) console.log(describeFailure(f));
  process.exitCode = report.failures.length ? 1 : 0;
}

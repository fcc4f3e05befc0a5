// Varnish from Debian in front of the web instances, with the repository's VCL
// (deploy/varnish/tsuzuri.vcl). Used by `npm run start:edge`, the edge test and the bench.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { serverBundle } from './bundles.mjs';
import { root } from './setup.mjs';

export const VCL_DIR = path.join(root, 'deploy', 'varnish');
const XKEY = '/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so';

const hasVarnish = () =>
  spawnSync('sh', ['-c', 'command -v varnishd || test -x /usr/sbin/varnishd']).status === 0 &&
  fs
    .readdirSync(path.dirname(XKEY), { withFileTypes: true })
    .some((f) => f.name === 'libvmod_xkey.so');

/** Installs Debian's varnish and varnish-modules (xkey) when missing (as root, like npm test). */
export function ensureVarnish() {
  let present = false;
  try {
    present = hasVarnish();
  } catch {}
  if (present) return;
  console.log('› installing varnish varnish-modules');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'varnish', 'varnish-modules'], {
    stdio: 'inherit',
    env,
  });
}

/** The status of a GET on its own connection, 0 when nothing answers. */
const statusOf = (url) =>
  new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: 2000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });

/** The backends.vcl tsuzuri.vcl includes: one probed backend per web instance. */
export function backendsVcl(backends) {
  const defs = backends.map(
    (b, i) => `backend web${i} {
  .host = "${b.host ?? '127.0.0.1'}";
  .port = "${b.port}";
  .probe = { .url = "/ping"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; }
}`,
  );
  const adds = backends.map((_, i) => `  web.add_backend(web${i});`).join('\n');
  return `${defs.join('\n')}\n\nsub tsuzuri_backends {\n${adds}\n}\n`;
}

/**
 * Room for what a web server answers (docs/caching.md#the-edge). A front takes up to 16 KB of
 * request head, and Next's redirect of a long path names it twice (Location and Refresh): past
 * Varnish's default 8 KB for one header and 32 KB for all, the edge answered 503 instead of the
 * site's 308. The backend workspace must hold the larger head.
 */
export const EDGE_HEADER_LIMITS = [
  'http_resp_hdr_len=32k',
  'http_resp_size=64k',
  'workspace_backend=128k',
];

/**
 * Starts varnishd (foreground, its own working folder under dir) on 127.0.0.1:port in front of
 * backends ([{ port, host? }]). Resolves once it answers; { url, stop, child }.
 */
export async function startVarnish({
  port,
  backends,
  dir,
  memory = process.env.EDGE_MEMORY ?? '256m',
  stdio = 'inherit',
}) {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'backends.vcl'), backendsVcl(backends));
  const args = [
    '-F',
    '-n',
    path.join(dir, 'varnishd'),
    '-a',
    `127.0.0.1:${port}`,
    '-T',
    'none',
    '-f',
    path.join(VCL_DIR, 'tsuzuri.vcl'),
    '-p',
    `vcl_path=${dir}:${VCL_DIR}:/usr/share/varnish/vcl`,
    '-s',
    `malloc,${memory}`,
    // Children run as Debian's varnish users, and only read the VCL at start (as root).
    '-p',
    'thread_pool_min=50',
    ...EDGE_HEADER_LIMITS.flatMap((p) => ['-p', p]),
  ];
  const child = spawn('varnishd', args, { stdio, cwd: dir });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`varnishd exited (${child.exitCode}): see its output above`);
    // 503 until a probe has found a web instance healthy. A fresh connection each time (no
    // keep-alive): a pooled socket Varnish has closed would fail the caller's first request.
    const status = await statusOf(`${url}/ping`);
    if (status > 0 && status !== 503) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`varnishd on ${url} did not answer within 30 s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, stop, child };
}

/** The purge relay (apps/web/edge-relay.ts): the cache service's feed at cacheUrl → the edge. */
export function spawnEdgeRelay({ cacheUrl, edgeUrl, env, stdio = 'inherit' }) {
  return spawn(process.execPath, [serverBundle('edgeRelay')], {
    cwd: path.join(root, 'apps', 'web'),
    stdio,
    env: { ...env, CACHE_URL: cacheUrl, EDGE_PURGE_URL: edgeUrl },
  });
}

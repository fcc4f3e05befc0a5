// Debian tools the bench needs, installed when missing (the bench runs as root, like npm test).
import { execFileSync, spawnSync } from 'node:child_process';

export function ensureDebianTools(tools) {
  const missing = tools
    .filter(([bin]) => spawnSync('sh', ['-c', `command -v ${bin}`]).status !== 0)
    .map(([, pkg]) => pkg);
  if (!missing.length) return;
  console.log(`› installing ${missing.join(' ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** Runs wrk and reads requests/s and the 50th/99th percentile latencies (ms). */
export function wrk(url, { connections = 50, seconds = 8, threads = 2, headers = {} } = {}) {
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  const out = execFileSync('wrk', [...args, url], { encoding: 'utf8' });
  const ms = (label) => {
    const m = out.match(new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    if (!m) return NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const errors = out.match(/Non-2xx or 3xx responses: (\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50: ms('50'),
    p99: ms('99'),
    non2xx: errors ? Number(errors[1]) : 0,
  };
}

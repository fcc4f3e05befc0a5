import fs from 'node:fs';

/**
 * What an operator would see with `ss -lxtp`: which process of a running site listens where.
 * Read from /proc (Linux), for the specs that check nothing but the front can reach Next.
 */
export type Listener = {
  pid: number;
  kind: 'tcp' | 'unix';
  port?: number;
  host?: string;
  path?: string;
};

/** Every running process's children, by parent pid. */
function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {}
  }
  return children;
}

/** The processes pid started (a launcher's servers, a web server's cluster workers). */
export const childrenOf = (pid: number): number[] => childrenByParent().get(pid) ?? [];

/** The process and every descendant (cluster workers, the servers a launcher spawned). */
export function processTree(root: number): number[] {
  const children = childrenByParent();
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

export function commandOf(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

/** Whether pid runs the web server: its primary or a worker (all run its bundle, dist/server.mjs). */
export const isWebServer = (pid: number) => /apps\/web\/dist\/server\.mjs$/.test(commandOf(pid));

/** A web server worker's part (WEB_WORKER_ROLE, set by its primary): 'front' or 'render'. */
export function roleOf(pid: number): string | undefined {
  try {
    const env = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return env.find((v) => v.startsWith('WEB_WORKER_ROLE='))?.slice('WEB_WORKER_ROLE='.length);
  } catch {
    return undefined;
  }
}

function socketInodes(pid: number): Set<string> {
  const out = new Set<string>();
  try {
    for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
      const m = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) out.add(m[1]);
    }
  } catch {}
  return out;
}

const hexPort = (hex: string) => Number.parseInt(hex, 16);

/** Every listening TCP and unix socket held by one of pids, with the pid that holds it. */
export function listenersOf(pids: number[]): Listener[] {
  const tcp = new Map<string, { port: number; host: string }>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] !== '0A') continue; // LISTEN
      const [addr, port] = f[1].split(':');
      tcp.set(f[9], { port: hexPort(port), host: addr });
    }
  }
  const unix = new Map<string, string>();
  for (const line of fs.readFileSync('/proc/net/unix', 'utf8').split('\n').slice(1)) {
    const f = line.trim().split(/\s+/);
    // Flags 00010000 = accepting connections (a listening socket).
    if (f[3] === '00010000' && f[7]) unix.set(f[6], f[7]);
  }
  const out: Listener[] = [];
  for (const pid of pids) {
    for (const inode of socketInodes(pid)) {
      const t = tcp.get(inode);
      if (t) out.push({ pid, kind: 'tcp', ...t });
      const u = unix.get(inode);
      if (u) out.push({ pid, kind: 'unix', path: u });
    }
  }
  return out;
}

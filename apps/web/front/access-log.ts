import fs from 'node:fs';
import { terminalSafe } from '@tsuzuri/text/terminal';
import { LOG_FD } from './server-log';
import { pageRouteSpec, readSiteUrl, type SiteLocales } from '@/lib/site-routes';
import { isConsoleRequestPath } from '@/lib/console/paths';

/**
 * The request target as the access log writes it. The subscription pages carry a mailed token
 * in their query (the confirmation token is stored only as a hash so a leak cannot be used):
 * their query never reaches the log, nor does any console URL's (its setup and password links).
 */
export function loggedPath(url: string | undefined, site: SiteLocales): string {
  const target = url ?? '/';
  const q = target.indexOf('?');
  if (q < 0) return target;
  // The console's one-time links carry their token in the query (/admin/setup?token=…).
  if (isConsoleRequestPath(target.slice(0, q))) return `${target.slice(0, q)}?…`;
  const { route } = readSiteUrl(target.slice(0, q), '', site);
  return pageRouteSpec(route)?.shape === 'token' ? `${target.slice(0, q)}?…` : target;
}

/** How long a recorded request waits, at most, for its line to be written. */
export const ACCESS_LOG_FLUSH_MS = 100;
/** Written at once when this many requests wait (a bound on what is held). */
export const ACCESS_LOG_BATCH = 1000;

/** A number as pino wrote it: NaN (a length read from a bad header) and infinities as null. */
const num = (v: string | number) => (Number.isFinite(v) ? v : null);

/**
 * At most this much text a write: a batch is written in pieces cut at line ends, as pino's
 * buffered writes were, so lines from the processes that share one pipe interleave whole.
 */
const WRITE_CHARS = 16 * 1024;

/** The values one line holds, in its order: time, method, target, status, bytes, ms, cache. */
const FIELDS = 7;

/**
 * The front's access log: one JSON line per request, the line pino wrote for it before
 * (`{"level":30,"time":…,"pid":…,"method":…,"path":…,"status":…,"bytes":…,"ms":…,"cache":…}`).
 * A request only records its values; the lines are made and written together, every
 * ACCESS_LOG_FLUSH_MS or ACCESS_LOG_BATCH requests. Made in each request, a line cost a cached
 * hit ~10 µs of its ~60 (docs/benchmarks.md, "The access log in batches"). What visitors sent is
 * JSON-escaped and then made terminal-safe, as the server log's lines are (server-log.ts).
 */
export class AccessLog {
  private pending: (string | number)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: (text: string) => void,
    private readonly site: SiteLocales,
    private readonly pid = process.pid,
  ) {}

  record(
    method: string | undefined,
    url: string | undefined,
    status: number,
    bytes: number,
    ms: number,
    cache: string,
  ): void {
    this.pending.push(Date.now(), method ?? '', url ?? '/', status, bytes, ms, cache);
    if (this.pending.length >= ACCESS_LOG_BATCH * FIELDS) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), ACCESS_LOG_FLUSH_MS).unref();
  }

  /** Writes every recorded line now (also at a stop, before the process exits). */
  flush(write = this.write): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const p = this.pending;
    if (!p.length) return;
    this.pending = [];
    let text = '';
    for (let i = 0; i < p.length; i += FIELDS) {
      if (text.length >= WRITE_CHARS) {
        write(terminalSafe(text));
        text = '';
      }
      const path = loggedPath(p[i + 2] as string, this.site);
      text += `{"level":30,"time":${p[i]},"pid":${this.pid},"method":${JSON.stringify(p[i + 1])},"path":${JSON.stringify(path)},"status":${num(p[i + 3])},"bytes":${num(p[i + 4])},"ms":${num(p[i + 5])},"cache":${JSON.stringify(p[i + 6])}}\n`;
    }
    if (text) write(terminalSafe(text));
  }
}

/** How many times a write at exit is tried again while the output is full, 10 ms apart. */
const EXIT_WRITE_TRIES = 100;

/**
 * Writes text to a file descriptor before the process ends: synchronously, as there is no event
 * loop left. A full pipe is waited for, within a bound; any other failure (the reader is gone)
 * gives up, where sonic-boom's own synchronous flush would retry forever.
 */
function writeBeforeExit(fd: number, text: string): void {
  let rest = Buffer.from(text);
  for (let tries = 0; rest.length > 0 && tries < EXIT_WRITE_TRIES; ) {
    try {
      rest = rest.subarray(fs.writeSync(fd, rest));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      tries++;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * The access log of a process, written to the server log's destination (`out`, on LOG_FD).
 * Whatever ends the process (a stop, an uncaught error, `process.exit`), the lines recorded are
 * written first, straight to its file descriptor: handed to the destination then, a batch's
 * first 16 KB went out asynchronously and were sometimes lost with the process.
 */
export function accessLogTo(out: { write(text: string): unknown }, site: SiteLocales): AccessLog {
  const log = new AccessLog((text) => out.write(text), site);
  process.prependListener('exit', () => log.flush((text) => writeBeforeExit(LOG_FD, text)));
  return log;
}

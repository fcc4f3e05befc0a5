import { terminalSafe } from '@tsuzuri/text/terminal';
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

/** A number as JSON has it: a length read from a header could be NaN. */
const num = (v: string | number) => (Number.isFinite(v) ? v : 0);

/** The values one line holds, in its order: time, method, target, status, bytes, ms, cache. */
const FIELDS = 7;

/**
 * The front's access log: one JSON line per request, the line pino wrote for it before
 * (`{"level":30,"time":…,"pid":…,"method":…,"path":…,"status":…,"bytes":…,"ms":…,"cache":…}`).
 * A request only records its values; the lines are made and written together, every
 * ACCESS_LOG_FLUSH_MS or ACCESS_LOG_BATCH requests. Made in each request, a line cost a cached
 * hit 8–14 µs of its ~60 (docs/benchmarks.md, "The access log in batches"). What visitors sent is
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
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const p = this.pending;
    if (!p.length) return;
    this.pending = [];
    let text = '';
    for (let i = 0; i < p.length; i += FIELDS) {
      const path = loggedPath(p[i + 2] as string, this.site);
      text += `{"level":30,"time":${p[i]},"pid":${this.pid},"method":${JSON.stringify(p[i + 1])},"path":${JSON.stringify(path)},"status":${num(p[i + 3])},"bytes":${num(p[i + 4])},"ms":${num(p[i + 5])},"cache":${JSON.stringify(p[i + 6])}}\n`;
    }
    this.write(terminalSafe(text));
  }
}

/** Where the access log writes: the server log's buffered destination (server-log.ts). */
type Destination = { write(text: string): unknown; flushSync(): void };

/**
 * The access log of a process, written to `out`. Whatever ends the process (a stop, an uncaught
 * error, `process.exit`), the lines it recorded are written before it goes.
 */
export function accessLogTo(out: Destination, site: SiteLocales): AccessLog {
  const log = new AccessLog((text) => out.write(text), site);
  process.on('exit', () => {
    log.flush();
    try {
      out.flushSync();
    } catch {
      // Standard output is gone (its reader ended): nothing can be written any more.
    }
  });
  return log;
}

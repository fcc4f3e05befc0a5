import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { PurgeEvent } from './l2-types';

/**
 * The redirects table (old article slugs and hand-made redirects, docs/routes.md#redirects),
 * kept in memory per process: a lookup is one Map read on every request, before the page cache.
 * Loaded at start and again when a purge says it may have changed (the `redirects` tag, a purge
 * that says nothing about what changed, or the feed catching up after a gap). The table is kept
 * flat by its writers, so one lookup gives the final path.
 */
export class RedirectTable {
  private map = new Map<string, string>();
  private loading: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly load: () => Promise<Map<string, string>>,
    private readonly log?: Logger,
  ) {}

  /** Reloads (a reload asked for while one runs is done right after it). A failure keeps the old map. */
  refresh(): Promise<void> {
    if (this.loading) {
      this.again = true;
      return this.loading;
    }
    this.loading = this.load()
      .then((m) => {
        this.map = m;
      })
      .catch((err) =>
        this.log?.warn({ err }, 'redirects: reload failed; keeping the previous table'),
      )
      .finally(() => {
        this.loading = null;
        if (this.again) {
          this.again = false;
          void this.refresh();
        }
      });
    return this.loading;
  }

  /** Where a path redirects to, if it does: as requested, or percent-decoded (a Japanese path). */
  lookup(pathname: string): string | undefined {
    if (!this.map.size) return undefined;
    const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    const direct = this.map.get(path);
    if (direct !== undefined || !path.includes('%')) return direct;
    try {
      return this.map.get(decodeURIComponent(path));
    } catch {
      return undefined;
    }
  }
}

/** A purge that may have changed the redirects reloads them (the same rule as the category tree). */
export function refreshRedirectsOnPurge(events: PurgeEvent[], table: RedirectTable): void {
  const touches = events.some((e) => e.kind !== 'tags' || e.values.includes('redirects'));
  if (touches || !events.length) void table.refresh();
}

/**
 * A GET or HEAD of a redirected path: 301 to its final path, the visitor's query kept. Never
 * stored in the page cache; browsers may keep it an hour (an editor can still change it).
 */
export function serveRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  table: RedirectTable | undefined,
  pathname: string,
  search: string,
): boolean {
  if (!table || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const to = table.lookup(pathname);
  if (to === undefined) return false;
  res
    .writeHead(301, {
      location: search ? `${encodeURI(to)}?${search}` : encodeURI(to),
      'cache-control': 'public, max-age=3600',
      'content-length': 0,
    })
    .end();
  return true;
}

type Log = { info: (o: object, msg: string) => void; warn: (o: object, msg: string) => void };

/**
 * A failure that repeats on a timer (the scheduler's round, once a second, while the database is
 * down) is logged when it starts, then once a minute with its count, and its end once: an outage
 * of an hour writes about sixty lines, not 3,600.
 */
export function repeatingFailureLog(log: Log, message: string, everyMs = 60_000, now = Date.now) {
  let failures = 0;
  let since = 0;
  let lastLogged = 0;
  return {
    failed(err: unknown): void {
      const at = now();
      failures++;
      if (failures === 1) since = at;
      if (failures > 1 && at - lastLogged < everyMs) return;
      lastLogged = at;
      log.warn({ err, failures, since: new Date(since).toISOString() }, message);
    },
    succeeded(): void {
      if (!failures) return;
      log.info({ failures, since: new Date(since).toISOString() }, `${message}: recovered`);
      failures = 0;
    },
  };
}

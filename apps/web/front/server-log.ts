import { terminalSafe } from '@tsuzuri/text/terminal';
import pino, { type DestinationStream } from 'pino';

/** The server log's file descriptor: standard output. */
export const LOG_FD = 1;

/** Standard output, buffered: asynchronous writes of 4–16 KB of lines (pino flushes it at exit). */
export const logDestination = () =>
  pino.destination({ dest: LOG_FD, sync: false, minLength: 4096 });

/**
 * The web server's log (warnings, errors, what it did; the access log writes its own lines to the
 * same destination, front/access-log.ts). Its lines carry what visitors sent (paths,
 * analytics events): C1 and bidi controls are escaped on the way out (terminalSafe; pino
 * escapes C0 itself), so tailing the log cannot drive an operator's terminal, and each line
 * stays the same JSON. Written to logDestination().
 */
export function createServerLog(
  level: 'info' | 'warn',
  destination: DestinationStream = logDestination(),
) {
  return pino(
    { level, base: { pid: process.pid }, hooks: { streamWrite: terminalSafe } },
    destination,
  );
}

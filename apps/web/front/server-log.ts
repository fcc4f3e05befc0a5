import { terminalSafe } from '@tsuzuri/text/terminal';
import pino, { type DestinationStream } from 'pino';

/**
 * The web server's log (access log and warnings). Its lines carry what visitors sent (paths,
 * analytics events): C1 and bidi controls are escaped on the way out (terminalSafe; pino
 * escapes C0 itself), so tailing the log cannot drive an operator's terminal, and each line
 * stays the same JSON. Buffered, asynchronous writes: one syscall per few KB of lines.
 */
export function createServerLog(
  level: 'info' | 'warn',
  destination: DestinationStream = pino.destination({ dest: 1, sync: false, minLength: 4096 }),
) {
  return pino(
    { level, base: { pid: process.pid }, hooks: { streamWrite: terminalSafe } },
    destination,
  );
}

import type { IncomingMessage } from 'node:http';

/**
 * How much of a refused body the server still reads and throws away, so a client still sending
 * it hears the refusal: a socket closed with unread bytes is reset, and a client mid-write sees
 * EPIPE instead of the 413 (nginx's lingering close answers the same problem).
 */
export const DRAINED_BYTES = 4 * 1024 * 1024;

/**
 * Whether the connection must close after a body over `limit` was refused, before any of it was
 * read. A declared length at most DRAINED_BYTES over the limit is left to Node's server, which
 * reads and drops the rest of the body before the next request on a kept-alive socket; a larger
 * one, or a body of undeclared length (chunked, which may never end), is cut off.
 */
export function closesAfterRefusing(req: IncomingMessage, limit: number): boolean {
  const declared = Number(req.headers['content-length'] ?? Number.NaN);
  return !(Number.isFinite(declared) && declared - limit <= DRAINED_BYTES);
}

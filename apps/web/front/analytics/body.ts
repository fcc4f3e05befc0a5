import type { IncomingMessage } from 'node:http';

/** A request body read up to a cap: the bytes, or 'too-large' as soon as the cap is passed. */
export function readCappedBody(
  req: IncomingMessage,
  maxBytes: number,
): Promise<Buffer | 'too-large'> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve('too-large');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        // Stop buffering; the reply closes the connection (closesAfterRefusing: a body of
        // undeclared length), so the rest is never read.
        req.off('data', onData);
        req.pause();
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}

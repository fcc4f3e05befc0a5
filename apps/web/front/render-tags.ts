import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { collectReadTags, READ_TAGS_HEADER } from '@/lib/read-tags';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Next's handler for the front's renders (private-next.ts), made to say what each render read:
 * the repositories' read tags are collected while it runs and sent with the answer in
 * `x-tsuzuri-tags` — a header when the answer is sent whole, a trailer when it was streamed
 * (its headers left before the render was done). Only the front reads it (readRenderTags); it
 * never reaches a visitor.
 */
export function withReadTags(handle: Handler): Handler {
  return (req, res) =>
    collectReadTags((collected) => {
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.end = ((...args: unknown[]) => {
        const value = [...collected].join(',');
        if (!res.headersSent) res.setHeader(READ_TAGS_HEADER, value);
        else res.addTrailers({ [READ_TAGS_HEADER]: value });
        return end(...args);
      }) as ServerResponse['end'];
      return handle(req, res);
    });
}

/**
 * The tags a render said it read, removed from its headers so they are never replayed; undefined
 * when it said nothing (an answer sent before the header existed, or not through withReadTags).
 * An empty list is an answer: the render read nothing tagged.
 */
export function readRenderTags(
  headers: IncomingHttpHeaders,
  trailers: NodeJS.Dict<string>,
): string[] | undefined {
  const value = headers[READ_TAGS_HEADER] ?? trailers[READ_TAGS_HEADER];
  delete headers[READ_TAGS_HEADER];
  if (typeof value !== 'string') return undefined;
  return value ? value.split(',') : [];
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREVIEW_PARAM } from '@tsuzuri/content/editorial/preview-param';

const PARAM = new RegExp(`(?:^|&)${PREVIEW_PARAM}=`);

/** A URL carrying a preview token (?preview=…): signed or not, it never meets the page cache. */
export function isPreviewRequest(search: string): boolean {
  return search !== '' && PARAM.test(search);
}

/**
 * A preview goes straight to Next: the front neither looks it up nor stores it, so a draft can
 * never reach another visitor through the cache. The answer is private, uncacheable and kept out
 * of search engines whatever Next sets (its headers are overridden as they are written). Whether
 * the token is valid is the article page's to decide (apps/web/src/lib/preview.ts): a bad one
 * sees the published page or the site's 404, never the draft.
 */
export async function servePreview(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-robots-tag', 'noindex');
    res.removeHeader('etag');
    const headers = args.find((a, i) => i > 0 && a && typeof a === 'object' && !Array.isArray(a)) as
      | Record<string, unknown>
      | undefined;
    if (headers)
      for (const k of Object.keys(headers))
        if (/^(cache-control|etag)$/i.test(k)) delete headers[k];
    return writeHead(...args);
  }) as typeof res.writeHead;
  await handle(req, res);
}

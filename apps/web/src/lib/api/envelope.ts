import { siteConfig } from '@tsuzuri/config';
import { z } from 'zod';

/** The API envelope (docs/product.md#json-api): cscode 200 means success, data carries the answer. */
export const EnvelopeSchema = z.object({
  cscode: z.number().int(),
  data: z.unknown(),
  message: z.string().optional(),
});
export type Envelope<T> = { cscode: number; data: T; message?: string };

export function ok<T>(data: T): Response {
  return Response.json({ cscode: 200, data } satisfies Envelope<T>);
}

export function fail(status: number, message: string): Response {
  return Response.json({ cscode: status, data: null, message } satisfies Envelope<null>, {
    status,
  });
}

/**
 * A GET handler of the public API that works in one locale: `language` (default: the default
 * locale) must be served, else 400 in the envelope.
 */
export function localizedApi(handler: (locale: string, url: URL) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const config = siteConfig();
    const language = url.searchParams.get('language') ?? config.defaultLocale;
    if (!(config.locales as string[]).includes(language))
      return fail(400, `language must be one of ${config.locales.join(', ')}`);
    return handler(language, url);
  };
}

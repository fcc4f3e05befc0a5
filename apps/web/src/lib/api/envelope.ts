import { z } from 'zod';

/** The spec's API envelope: cscode 200 means success, data carries the answer. */
export const EnvelopeSchema = z.object({ cscode: z.number().int(), data: z.unknown(), message: z.string().optional() });
export type Envelope<T> = { cscode: number; data: T; message?: string };

export function ok<T>(data: T): Response {
  return Response.json({ cscode: 200, data } satisfies Envelope<T>);
}

export function fail(status: number, message: string): Response {
  return Response.json({ cscode: status, data: null, message } satisfies Envelope<null>, { status });
}

/** `language` query parameter → a served locale, or null when it is not one. */
export function requestedLocale(url: URL, served: readonly string[], fallback: string): string | null {
  const language = url.searchParams.get('language') ?? fallback;
  return served.includes(language) ? language : null;
}

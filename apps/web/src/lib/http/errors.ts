/** Every failure of the HTTP client, normalised to a message and a status code. */
export class HttpClientError extends Error {
  constructor(
    message: string,
    readonly statusCode: number = 500,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'HttpClientError';
  }
}

export function requestFailed(status: number, data?: unknown): HttpClientError {
  return new HttpClientError(`Request failed with status code ${status}`, status, data);
}

/** Anything thrown → HttpClientError (default status 500, the original message kept). */
export function normalizeError(error: unknown): HttpClientError {
  if (error instanceof HttpClientError) return error;
  if (error && typeof error === 'object') {
    const e = error as { message?: unknown; statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    const status = [e.statusCode, e.status, e.response?.status].find((s): s is number => typeof s === 'number');
    if (status) return requestFailed(status);
    if (typeof e.message === 'string' && e.message) return new HttpClientError(e.message, 500);
  }
  return new HttpClientError(typeof error === 'string' && error ? error : 'Request failed', 500);
}

/**
 * Acceptance: an answer with cscode 200, a result, or code 200 is a success;
 * a body that is not an envelope at all (no cscode/code) is accepted as the plain answer.
 */
export function isAccepted(body: unknown): boolean {
  if (!body || typeof body !== 'object') return true;
  const b = body as { cscode?: unknown; code?: unknown; result?: unknown };
  if (b.cscode === 200 || b.code === 200 || b.result) return true;
  return b.cscode === undefined && b.code === undefined;
}

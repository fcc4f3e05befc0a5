/**
 * The visitor's address as the front server passed it on (x-forwarded-for's first entry),
 * for rate limits; "unknown" when absent. Never stored raw.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

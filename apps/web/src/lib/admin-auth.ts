import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The admin API's guard: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time
 * (both sides hashed first so their lengths match). Returns null when allowed, else the 401.
 */
export function requireAdmin(request: Request, adminToken: string | undefined): Response | null {
  const given = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  const digest = (s: string) => createHash('sha256').update(s).digest();
  if (adminToken && given && timingSafeEqual(digest(given), digest(adminToken))) return null;
  return Response.json(
    { cscode: 401, data: null, message: 'Unauthorized' },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="tsuzuri-admin"' } },
  );
}

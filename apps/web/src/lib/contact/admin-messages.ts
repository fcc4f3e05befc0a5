import type { Repositories } from '@/repositories';
import { requireAdmin } from '../admin-auth';

type StoredMessage = Awaited<ReturnType<Repositories['messages']['list']>>[number];

/**
 * GET /api/admin/messages?limit=N (default 50, at most 500): the contact messages, newest first,
 * for the editor's tools — the same list as `npm run messages`. Bearer ADMIN_TOKEN only.
 */
export async function adminMessagesResponse(
  request: Request,
  adminToken: string | undefined,
  list: (limit: number) => Promise<StoredMessage[]>,
): Promise<Response> {
  const denied = await requireAdmin(request, adminToken);
  if (denied) return denied;
  const raw = new URL(request.url).searchParams.get('limit');
  const limit = raw === null ? 50 : Number(raw);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    return Response.json(
      { cscode: 400, data: null, message: 'limit must be an integer from 1 to 500' },
      { status: 400 },
    );
  }
  const messages = await list(limit);
  return Response.json(
    { cscode: 200, data: { messages } },
    { headers: { 'cache-control': 'no-store' } },
  );
}

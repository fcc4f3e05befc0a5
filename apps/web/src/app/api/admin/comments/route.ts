import { repositories } from '@/repositories';
import { COMMENT_STATUSES, type CommentStatus } from '@tsuzuri/readers/comments';
import { serverEnv } from '@/env';
import { requireAdmin } from '@/lib/admin-auth';
import { fail, ok } from '@/lib/api/envelope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/comments?status=pending|approved|rejected|spam|all (default pending): the
 * moderation queue, oldest first, emails included — hence behind the admin token.
 */
export async function GET(request: Request): Promise<Response> {
  const denied = await requireAdmin(request, serverEnv().ADMIN_TOKEN);
  if (denied) return denied;
  const status = new URL(request.url).searchParams.get('status') ?? 'pending';
  if (status !== 'all' && !COMMENT_STATUSES.includes(status as CommentStatus)) {
    return fail(400, `status must be one of ${[...COMMENT_STATUSES, 'all'].join(', ')}`);
  }
  const { comments } = await repositories();
  return ok(
    await comments.list({
      status: status === 'all' ? undefined : (status as CommentStatus),
      limit: 1000,
    }),
  );
}

import { repositories } from '@/repositories';
import { MODERATION_ACTIONS, moderateComment } from '@tsuzuri/readers/comments';
import { parseUntrustedJson } from '@tsuzuri/text/safe-keys';
import { z } from 'zod';
import { serverEnv } from '@/env';
import { requireAdmin } from '@/lib/admin-auth';
import { fail, ok } from '@/lib/api/envelope';

const ModerationBody = z.object({
  action: z.enum(Object.keys(MODERATION_ACTIONS) as [keyof typeof MODERATION_ACTIONS]),
});

/**
 * POST /api/admin/comments/{id} {"action":"approve"|"reject"|"spam"}: the editor's decision.
 * When the comments an article shows change, its cached pages are purged before answering, so
 * a reload shows the change; a cache that cannot be reached is reported in `purge`, the
 * decision stands.
 */
export async function POST(
  request: Request,
  ctx: { params: Promise<{ id: string }> },
): Promise<Response> {
  const denied = await requireAdmin(request, serverEnv().ADMIN_TOKEN);
  if (denied) return denied;
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id)) return fail(400, 'the comment id must be a number');
  const body = ModerationBody.safeParse(
    await request
      .text()
      .then(parseUntrustedJson)
      .catch(() => null),
  );
  if (!body.success) return fail(400, 'body must be {"action": "approve" | "reject" | "spam"}');

  const outcome = await moderateComment(
    (await repositories()).comments,
    Number(id),
    body.data.action,
  );
  if (!outcome) return fail(404, `no comment with id ${id}`);
  const { change, purge } = outcome;
  return ok({
    id: change.id,
    article: change.articleSlug,
    locale: change.locale,
    previous: change.previous,
    status: change.status,
    purge,
  });
}

import { repositories } from '@/repositories';
import { statsQuery } from '@tsuzuri/analytics';
import { serverEnv } from '@/env';
import { requireAdmin } from '@/lib/admin-auth';
import { fail, ok } from '@/lib/api/envelope';

export const dynamic = 'force-dynamic';

/**
 * GET /api/admin/stats?from=YYYY-MM-DD&to=YYYY-MM-DD&page=/path-or-page_name: readers' views,
 * distinct readers, scroll depth (20–100 %), download, purchase and outbound clicks per page and
 * day (UTC; default the last seven days), read from the analytics rollups. Behind the admin token.
 */
export async function GET(request: Request): Promise<Response> {
  const denied = await requireAdmin(request, serverEnv().ADMIN_TOKEN);
  if (denied) return denied;
  const params = new URL(request.url).searchParams;
  const query = statsQuery({
    from: params.get('from'),
    to: params.get('to'),
    page: params.get('page'),
  });
  if (!query.ok) return fail(400, query.msg);
  const { analytics } = await repositories();
  return ok(await analytics.summary(query.value));
}

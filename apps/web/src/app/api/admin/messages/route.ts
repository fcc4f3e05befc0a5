import { repositories } from '@/repositories';
import { serverEnv } from '@/env';
import { adminMessagesResponse } from '@/lib/contact/admin-messages';

export const dynamic = 'force-dynamic';

/** GET /api/admin/messages?limit=N with `Authorization: Bearer <ADMIN_TOKEN>`. */
export async function GET(request: Request): Promise<Response> {
  return adminMessagesResponse(request, serverEnv().ADMIN_TOKEN, async (limit) =>
    (await repositories()).messages.list(limit),
  );
}

import { handleMediaUpload } from '@tsuzuri/media/upload-request';
import { serverEnv } from '@/env';
import { requireAdmin } from '@/lib/admin-auth';
import { mediaLibrary } from '@/lib/media-library';

export const dynamic = 'force-dynamic';

/** Who an upload through the admin token is recorded as (staff sessions record their account). */
export const ADMIN_TOKEN_ACTOR = 'admin-token';

/**
 * POST /api/admin/media?name=…&alt.ja=…&alt.en=…, the file's bytes as the body (docs/routes.md):
 * adds an image to the media library. Behind the admin token; the console's own route wraps
 * `handleMediaUpload` with its session guard and passes the staff account as the actor.
 */
export async function POST(request: Request): Promise<Response> {
  const denied = await requireAdmin(request, serverEnv().ADMIN_TOKEN);
  if (denied) return denied;
  return handleMediaUpload(request, await mediaLibrary(), ADMIN_TOKEN_ACTOR);
}

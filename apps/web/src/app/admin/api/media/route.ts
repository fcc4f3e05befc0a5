import { handleMediaUpload } from '@tsuzuri/media/upload-request';
import { staffRoute } from '@/lib/console/guard';
import { mediaLibrary } from '@/lib/media-library';

export const dynamic = 'force-dynamic';

/**
 * POST /admin/api/media?name=…&alt.ja=…&alt.en=…, the file's bytes as the body: the media
 * screen's upload (packages/media/src/upload-request.ts). Editors and owners only, same origin,
 * audited by the guard.
 */
export const POST = staffRoute('media.edit', async (ctx, request: Request) =>
  handleMediaUpload(request, await mediaLibrary(), ctx.staff.email),
);

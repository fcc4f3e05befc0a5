import { repositories } from '@/repositories';
import { PushUnregistrationSchema } from '@tsuzuri/push/subscriptions';
import { answer, pushServiceCall } from '@/lib/push/sub-api';

export const dynamic = 'force-dynamic';

/**
 * POST /index.php/sub/unregister {endpoint} — the visitor unsubscribed (docs/product.md#push-prompt: back to not
 * subscribed). {code: 200} whether or not the endpoint was stored: either way it is gone.
 */
export async function POST(request: Request): Promise<Response> {
  return pushServiceCall(request, PushUnregistrationSchema, async ({ endpoint }) => {
    await (await repositories()).pushSubscriptions.remove(endpoint);
    return answer(200);
  });
}

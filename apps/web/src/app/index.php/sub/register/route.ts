import { repositories } from '@/repositories';
import {
  extraPushEndpointHosts,
  isAllowedPushEndpoint,
  PushRegistrationSchema,
} from '@tsuzuri/push/subscriptions';
import { answer, pushServiceCall } from '@/lib/push/sub-api';

export const dynamic = 'force-dynamic';

/**
 * POST /index.php/sub/register — the push client's register call (docs/product.md#push-endpoints): stores the
 * browser's subscription (one row per endpoint). {code: 200} once stored; {code: 400, msg} for
 * a body that is not a registration or an endpoint that is not a browser push service.
 */
export async function POST(request: Request): Promise<Response> {
  return pushServiceCall(request, PushRegistrationSchema, async (registration) => {
    if (!isAllowedPushEndpoint(registration.endpoint, extraPushEndpointHosts()))
      return answer(400, 'endpoint: not a known push service');
    await (await repositories()).pushSubscriptions.upsert(registration);
    return answer(200);
  });
}

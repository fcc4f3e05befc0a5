import { toNextJsHandler } from '@tsuzuri/staff/next';
import { staffAuth } from '@/lib/console/auth';

/**
 * better-auth's own endpoints (sign-in, sign-out, session) for the console. Sign-up is off; its
 * origin check refuses a write from another site; the front never caches /api/auth.
 */
const handle = async (request: Request) => (await staffAuth()).handler(request);
export const { GET, POST } = toNextJsHandler(handle);

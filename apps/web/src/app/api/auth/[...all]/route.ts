import { staffHttpHandler } from '@tsuzuri/staff/http-endpoints';
import { toNextJsHandler } from '@tsuzuri/staff/next';
import { staffAuth } from '@/lib/console/auth';

/**
 * better-auth's endpoints that the console reaches over HTTP (sign-in, sign-out, the session);
 * every other one is 404 (packages/staff/src/http-endpoints.ts). Sign-up is off; its origin check
 * refuses a write from another site; the front never caches /api/auth.
 */
const handle = async (request: Request) => staffHttpHandler(await staffAuth())(request);
export const { GET, POST } = toNextJsHandler(handle);

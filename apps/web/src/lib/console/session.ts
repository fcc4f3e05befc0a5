import 'server-only';
import { type Staff, staffOfRequest } from '@tsuzuri/staff/session';
import { headers } from 'next/headers';
import { cache } from 'react';
import { staffAuth } from './auth';

export type { Staff } from '@tsuzuri/staff/session';

/** Who is signed in on this request, or null (packages/staff/src/session.ts); one read per request. */
export const currentStaff = cache(
  async (): Promise<Staff | null> => staffOfRequest(await staffAuth(), await headers()),
);

/** The same for a route handler's Request. */
export async function staffFromHeaders(requestHeaders: Headers): Promise<Staff | null> {
  return staffOfRequest(await staffAuth(), requestHeaders);
}

import { contactApiResponse } from '@/lib/contact/contact-api';
import { contactSubmitDeps, contactVisitor } from '@/lib/contact/runtime';

export const dynamic = 'force-dynamic';

/** POST /api/contact: the contact form as JSON (or a posted form); see contact-api.ts. */
export async function POST(request: Request): Promise<Response> {
  return contactApiResponse(request, contactSubmitDeps, contactVisitor);
}

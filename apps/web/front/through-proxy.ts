import type { IncomingMessage } from 'node:http';

// The requests that reached this front through the trusted proxy (TRUST_PROXY, and an
// X-Forwarded-For the proxy added), marked by context.ts `setForwardedFor` before it rewrites
// that header; only they are told a stored page's edge tags (edge-headers.ts).
const throughProxy = new WeakSet<IncomingMessage>();

export const markThroughProxy = (req: IncomingMessage): void => void throughProxy.add(req);

/** Whether the request reached this front through the trusted proxy. */
export const cameThroughProxy = (req: IncomingMessage): boolean => throughProxy.has(req);

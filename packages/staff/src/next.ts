// better-auth's Next.js glue, re-exported so the web app uses this package's one copy of it.
export { isAPIError } from 'better-auth/api';
export { nextCookies, toNextJsHandler } from 'better-auth/next-js';

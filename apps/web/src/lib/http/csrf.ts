/** The cross-site request token: read from its cookie, sent back in a header (double submit). */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';

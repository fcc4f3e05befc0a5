/** The query parameter a preview link carries: the front bypasses the page cache for any URL with it. */
export const PREVIEW_PARAM = 'preview';

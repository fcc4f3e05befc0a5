/**
 * How long a reader's second identical submission counts as the first: a double click on a
 * form posted without JavaScript, or a client sending again. Not a second comment or message
 * (docs/product.md, "Comment moderation" and "Contact form").
 */
export const SAME_SUBMISSION_WINDOW_MS = 30_000;

/** The earliest creation time a submission within the window has, as stored. */
export const windowStart = (now: Date) =>
  new Date(now.getTime() - SAME_SUBMISSION_WINDOW_MS).toISOString();

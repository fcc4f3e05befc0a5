/**
 * A `mailto:` link answering a reader's message in the staff member's own mail program: to the
 * sender, the subject prefixed 「Re: 」 once. The contact form keeps the subject on one line; a
 * line break is still taken out here, since a mail header must not get one from a link.
 */
export function replyLink(email: string, subject: string): string {
  const line = subject.replace(/[\r\n]+/g, ' ').trim();
  const re = /^re:/i.test(line) ? line : `Re: ${line}`;
  return `mailto:${encodeURIComponent(email).replace('%40', '@')}?subject=${encodeURIComponent(re)}`;
}

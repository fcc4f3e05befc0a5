import type { StoredMessage } from '../repositories/messages';
import { tokyoTime } from '@tsuzuri/db/day';
import { oneLine } from '@tsuzuri/text/terminal';

/** The body on one line: whitespace collapsed, cut with an ellipsis, terminal controls escaped. */
export function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return oneLine(line.length > max ? `${line.slice(0, max - 1)}…` : line);
}

function mailLabel(m: StoredMessage): string {
  return m.mailStatus === 'failed' && m.mailError
    ? `mail failed: ${excerpt(m.mailError, 80)}`
    : `mail ${m.mailStatus}`;
}

/**
 * What `npm run messages` prints: two lines per message (who and when, then what), newest
 * first, so a terminal shows a screenful of messages at a glance.
 */
export function formatMessageList(messages: StoredMessage[]): string {
  if (!messages.length) return 'No messages yet.';
  const lines = messages.map(
    (m) =>
      `#${m.id}  ${tokyoTime(m.createdAt)}  ${m.reason}  ${oneLine(m.name)} <${oneLine(m.email)}>  [${mailLabel(m)}]\n` +
      `    ${excerpt(m.subject, 40)} — ${excerpt(m.body)}`,
  );
  const failed = messages.filter((m) => m.mailStatus === 'failed').length;
  const summary = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first${failed ? ` (${failed} not mailed: reply from this list)` : ''}`;
  return `${lines.join('\n')}\n${summary}`;
}

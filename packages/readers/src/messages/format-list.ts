import type { StoredMessage } from '../repositories/messages';
import { oneLine } from '@tsuzuri/text/terminal';

/** The body on one line: whitespace collapsed, cut with an ellipsis, terminal controls escaped. */
export function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return oneLine(line.length > max ? `${line.slice(0, max - 1)}…` : line);
}

/** The editors read times in the site's time zone (Japan), not UTC. */
function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
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
export function formatMessageList(messages: StoredMessage[], timeZone = 'Asia/Tokyo'): string {
  if (!messages.length) return 'No messages yet.';
  const lines = messages.map(
    (m) =>
      `#${m.id}  ${localTime(m.createdAt, timeZone)}  ${m.reason}  ${oneLine(m.name)} <${oneLine(m.email)}>  [${mailLabel(m)}]\n` +
      `    ${excerpt(m.subject, 40)} — ${excerpt(m.body)}`,
  );
  const failed = messages.filter((m) => m.mailStatus === 'failed').length;
  const summary = `${messages.length} message${messages.length === 1 ? '' : 's'}, newest first${failed ? ` (${failed} not mailed: reply from this list)` : ''}`;
  return `${lines.join('\n')}\n${summary}`;
}

import { parseArgs } from 'node:util';
import { openMigratedDb } from '@tsuzuri/content/site';
import { formatMessageList } from '@tsuzuri/readers/messages-list';
import { messagesRepository } from '@tsuzuri/readers';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run messages [-- --limit 100] [-- --json]
// The contact form's messages for the editor: stored whether or not they could be mailed.
const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  io.err('usage: npm run messages -- [--limit <n ≥ 1>] [--json]');
  process.exit(2);
}
const { db } = await openMigratedDb();
try {
  const messages = await messagesRepository(db).list(limit);
  if (values.json) io.json(messages);
  else io.out(formatMessageList(messages));
} finally {
  await db.destroy();
}

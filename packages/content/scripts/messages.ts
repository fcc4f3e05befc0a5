import { parseArgs } from 'node:util';
import { openMigratedDb } from '../src/cli';
import { formatMessageList } from '../src/messages/format-list';
import { messagesRepository } from '../src/repositories/messages';

// Usage: npm run messages [-- --limit 100] [-- --json]
// The contact form's messages for the editor: stored whether or not they could be mailed.
const { values } = parseArgs({
  options: { json: { type: 'boolean', default: false }, limit: { type: 'string', default: '50' } },
});
const limit = Number(values.limit);
if (!Number.isInteger(limit) || limit < 1) {
  console.error('usage: npm run messages -- [--limit <n ≥ 1>] [--json]');
  process.exit(2);
}
const { db } = await openMigratedDb();
try {
  const messages = await messagesRepository(db).list(limit);
  console.log(values.json ? JSON.stringify(messages, null, 2) : formatMessageList(messages));
} finally {
  await db.destroy();
}

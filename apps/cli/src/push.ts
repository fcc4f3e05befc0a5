import { openMigratedDb } from '@tsuzuri/content/site';
import { pushSubscriptionsRepository, vapidKeys } from '@tsuzuri/push/subscriptions';
import { runPushCli } from '@tsuzuri/push/cli';
import { sendToAll } from '@tsuzuri/push';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run push -- send --title … --url … [--body …] [--lang ja] | list [--limit n] | keys
const { db } = await openMigratedDb();
try {
  const subscriptions = pushSubscriptionsRepository(db);
  process.exitCode = await runPushCli(process.argv.slice(2), {
    subscriptions,
    send: (message, options) => sendToAll(message, { ...options, subscriptions }),
    publicKey: () => vapidKeys()?.publicKey ?? null,
    out: io.out,
    err: io.err,
  });
} finally {
  await db.destroy();
}

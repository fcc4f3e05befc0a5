import { openMigratedDb } from '@tsuzuri/content/cli';
import { vapidKeys } from '@tsuzuri/content/push';
import { createRepositories } from '@tsuzuri/content/repositories';
import { runPushCli } from '../src/cli';
import { sendToAll } from '../src/send';
import { terminalOutput } from '@tsuzuri/content/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run push -- send --title … --url … [--body …] [--lang ja] | list [--limit n] | keys
const { db } = await openMigratedDb();
try {
  const subscriptions = createRepositories(db).pushSubscriptions;
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

import { openMigratedDb } from '@tsuzuri/content/cli';
import { vapidKeys } from '@tsuzuri/content/push';
import { createRepositories } from '@tsuzuri/content/repositories';
import { runPushCli } from '../src/cli';
import { sendToAll } from '../src/send';

// Usage: npm run push -- send --title … --url … [--body …] [--lang ja] | list [--limit n] | keys
const { db } = await openMigratedDb();
try {
  const subscriptions = createRepositories(db).pushSubscriptions;
  process.exitCode = await runPushCli(process.argv.slice(2), {
    subscriptions,
    send: (message, options) => sendToAll(message, { ...options, subscriptions }),
    publicKey: () => vapidKeys()?.publicKey ?? null,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await db.destroy();
}

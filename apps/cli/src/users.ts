import { siteConfig } from '@tsuzuri/config';
import { openMigratedDb } from '@tsuzuri/content/site';
import { runUsersCli } from '@tsuzuri/staff/cli';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run users -- list | add --email … --role … | disable … | enable … | reset … | role … …
const { db } = await openMigratedDb();
try {
  process.exitCode = await runUsersCli(process.argv.slice(2), {
    db,
    siteUrl: siteConfig().siteUrl,
    out: io.out,
    err: io.err,
  });
} finally {
  await db.destroy();
}

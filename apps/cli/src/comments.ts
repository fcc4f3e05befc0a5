import { openMigratedDb } from '@tsuzuri/content/site';
import { runCommentsCli } from '@tsuzuri/readers/comments-cli';
import { commentsRepository } from '@tsuzuri/readers/comments';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run comments -- list [status|all] | approve ID | reject ID | spam ID
const { db } = await openMigratedDb();
try {
  process.exitCode = await runCommentsCli(process.argv.slice(2), {
    comments: commentsRepository(db),
    out: io.out,
    err: io.err,
  });
} finally {
  await db.destroy();
}

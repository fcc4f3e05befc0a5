import { openMigratedDb } from '../src/cli';
import { runCommentsCli } from '../src/comments/cli';
import { commentsRepository } from '../src/repositories/comments';

// Usage: npm run comments -- list [status|all] | approve ID | reject ID | spam ID
const { db } = await openMigratedDb();
try {
  process.exitCode = await runCommentsCli(process.argv.slice(2), {
    comments: commentsRepository(db),
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  await db.destroy();
}

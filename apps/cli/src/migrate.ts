import { openMigratedDb } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const { db, target, applied } = await openMigratedDb();
io.out(
  `${target.dialect}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`,
);
await db.destroy();

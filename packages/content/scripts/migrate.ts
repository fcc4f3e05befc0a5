import { openMigratedDb } from '../src/cli';
import { terminalOutput } from '../src/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const { db, target, applied } = await openMigratedDb();
io.out(`${target.dialect}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
await db.destroy();

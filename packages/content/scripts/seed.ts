import { openMigratedDb, seedDatabase } from '../src/cli';

const { db } = await openMigratedDb();
const report = await seedDatabase(db);
const count = (s: string) => report.files.filter((f) => f.status === s).length;
console.log(`seed: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${count('error')} errors`);
for (const f of report.files) if (f.status === 'error') console.error(`  ${f.file}: ${f.reason}`);
await db.destroy();
process.exitCode = count('error') ? 1 : 0;

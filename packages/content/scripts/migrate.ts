import { openMigratedDb } from '../src/cli';

const { db, target, applied } = await openMigratedDb();
console.log(`${target.dialect}: ${applied.length ? `applied ${applied.join(', ')}` : 'schema up to date'}`);
await db.destroy();

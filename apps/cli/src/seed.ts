import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { tags } from '@tsuzuri/content/cache-tags';
import { openMigratedDb, seedDatabase, seedProducts } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// `--if-empty`: seed only a database without articles (npm start), so an editor's own content
// is never overwritten by the demo files on a restart; one without products gets the demo's.
const ifEmpty = process.argv.includes('--if-empty');
const { db } = await openMigratedDb();
const existing = await db
  .selectFrom('articles')
  .select((eb) => eb.fn.countAll<number>().as('n'))
  .executeTakeFirstOrThrow();
if (ifEmpty && Number(existing.n) > 0) {
  // A site seeded before products existed still needs one for its promo boxes.
  const products = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(products.n) === 0) {
    const added = await seedProducts(db);
    const created = added.files.filter((f) => f.status === 'created').length;
    io.out(`seed: added the demo products (${created} created)`);
    for (const f of added.files) if (f.status === 'error') io.err(`  ${f.file}: ${f.reason}`);
  } else io.out(`seed: skipped, the database already has ${existing.n} articles`);
  await db.destroy();
  process.exit(0);
}
const report = await seedDatabase(db);
const count = (s: string) => report.files.filter((f) => f.status === s).length;
io.out(
  `seed: ${count('created')} created, ${count('updated')} updated, ${count('unchanged')} unchanged, ${count('error')} errors`,
);
for (const f of report.files) if (f.status === 'error') io.err(`  ${f.file}: ${f.reason}`);
// Re-seeding a running site: the articles it changed and the category tree it rewrote (every
// page's navigation). `--if-empty` runs before the site starts: nothing is cached yet.
if (!ifEmpty) {
  const purge = await purgeCacheTags([...report.tags, tags.categories]);
  io.out(
    purge.ok ? `cache: purged ${purge.purged} entries` : `cache: not purged — ${purge.reason}`,
  );
}
await db.destroy();
process.exitCode = count('error') ? 1 : 0;

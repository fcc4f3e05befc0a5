// npm run search:rebuild: writes the search index again from the articles as they are, in one
// transaction (searches keep the old index until it commits), then purges the pages that show
// search results. For an index that instances of an older release wrote into during a deploy
// across a migration that changed the tokens (0024), or any doubt. docs/database.md.
import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { tags } from '@tsuzuri/content/cache-tags';
import { rebuildSearchIndex } from '@tsuzuri/content/search';
import { openMigratedDb } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const { db, target } = await openMigratedDb();
try {
  const started = performance.now();
  const indexed = await db.transaction().execute((trx) => rebuildSearchIndex(trx));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  io.out(`search:rebuild: ${indexed} articles indexed on ${target.dialect} in ${seconds} s`);
  // Search result pages carry the latest list's tag (repositories/articles.ts).
  const locales = await db.selectFrom('articles').select('locale').distinct().execute();
  const latest = locales.map((r) => tags.latest(r.locale));
  const purge = await purgeCacheTags(latest);
  io.out(
    purge.ok
      ? `cache: purged ${purge.purged} entries (${latest.length} tags)`
      : `cache: not purged — ${purge.reason}`,
  );
} catch (err) {
  io.err(
    `search:rebuild failed, the index is as it was: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}

// npm run search:rebuild: writes the search index again from the articles as they are, beside
// the running site (the entries are prepared outside any write; the site keeps saving, and
// searches keep the old index until the new one is written), then purges the pages that show
// search results. For an index that instances of an older release wrote into during a deploy
// across a migration that changed the tokens (0024), or any doubt. docs/database.md,
// "Rebuilding the search index on a running site".
import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { tags } from '@tsuzuri/content/cache-tags';
import { rebuildSearchIndexBesideSite } from '@tsuzuri/content/search';
import { openMigratedDb } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const { db, target } = await openMigratedDb();
try {
  const started = performance.now();
  const total = Number(
    (
      await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n ?? 0,
  );
  let shown = 0;
  const indexed = await rebuildSearchIndexBesideSite(db, (prepared) => {
    // A line every 10 % (a 100,000-article site takes many minutes).
    if (prepared - shown >= total / 10 || prepared === total) {
      shown = prepared;
      io.out(`search:rebuild: ${prepared} of ${total} articles read`);
    }
  });
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

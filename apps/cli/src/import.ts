import path from 'node:path';
import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { importDirectories, openMigratedDb, type PublishedArticle } from '@tsuzuri/content/site';
import type { Db } from '@tsuzuri/db';
import { pushSubscriptionsRepository } from '@tsuzuri/push/subscriptions';
import { terminalOutput } from '@tsuzuri/text/terminal';
import { commandDirectory } from './env';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run content:import -- <dir> [<dir> …]
const dirs = process.argv.slice(2);
if (!dirs.length) {
  io.err('usage: npm run content:import -- <dir> [<dir> …]');
  process.exit(2);
}
const base = commandDirectory();
const { db } = await openMigratedDb();
try {
  const report = await importDirectories(
    db,
    dirs.map((d) => path.resolve(base, d)),
  );
  for (const f of report.files) {
    const name = path.relative(base, f.file);
    io.out(
      f.status === 'error'
        ? `✗ ${name}: ${f.reason}`
        : `${f.status === 'unchanged' ? '=' : '✓'} ${name} (${f.status})`,
    );
    if (f.status !== 'error') for (const note of f.notes ?? []) io.out(`  ${note}`);
  }
  const errors = report.files.filter((f) => f.status === 'error').length;
  io.out(`${report.files.length - errors} imported, ${errors} failed`);
  // The running site shows the changes once their cached pages are purged.
  const purge = await purgeCacheTags(report.tags);
  if (report.tags.length) {
    io.out(
      purge.ok
        ? `cache: purged ${purge.purged} entries (${report.tags.length} tags)`
        : `cache: not purged — ${purge.reason}`,
    );
  }
  if (report.published.length) await announce(db, report.published);
  process.exitCode = errors ? 1 : 0;
} finally {
  await db.destroy();
}

/**
 * With PUSH_ON_PUBLISH=true, web push announces each newly published article (docs/push.md).
 * The sender (@tsuzuri/push, with web-push) is loaded only
 * when there is something to announce. Never fails the import: the articles are in already.
 */
async function announce(db: Db, published: PublishedArticle[]): Promise<void> {
  try {
    const { announcePublished } = await import('@tsuzuri/push');
    const announced = await announcePublished(published, {
      subscriptions: pushSubscriptionsRepository(db),
    });
    for (const { article, report: r } of announced ?? []) {
      io.out(
        `push: ${article.locale}/${article.slug} sent to ${r.sent} of ${r.total} (removed ${r.removed} gone, ${r.failed} failed)`,
      );
    }
  } catch (e) {
    io.out(`push: not announced — ${(e as Error).message}`);
  }
}

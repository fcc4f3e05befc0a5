import { parseArgs } from 'node:util';
import { statsQuery } from '@tsuzuri/analytics';
import { formatStatsTable } from '@tsuzuri/analytics/stats-table';
import { openMigratedDb } from '@tsuzuri/content/site';
import { analyticsRepository } from '@tsuzuri/analytics';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

// Usage: npm run stats [-- --from 2030-05-01] [-- --to 2030-05-07] [-- --page /best-free-dvd-software] [-- --json]
// Readers' views, scroll depth, download and purchase clicks per page and day, from the rollups
// the ingestion writes (bots left out). Days are UTC; the default is the last seven days.
const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    to: { type: 'string' },
    page: { type: 'string' },
    json: { type: 'boolean', default: false },
  },
});
const query = statsQuery(values);
if (!query.ok) {
  io.err(
    `${query.msg}\nusage: npm run stats -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--page /path-or-page_name] [--json]`,
  );
  process.exit(2);
}
const { db } = await openMigratedDb();
try {
  const summary = await analyticsRepository(db).summary(query.value);
  if (values.json) io.json(summary);
  else io.out(formatStatsTable(summary));
} finally {
  await db.destroy();
}

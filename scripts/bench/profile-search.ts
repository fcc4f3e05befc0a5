// Where a search's time goes, step by step, per query kind (a diagnostic, not part of npm run bench):
//   npx tsx scripts/bench/profile-search.ts [articles] [--postgres]
import fs from 'node:fs';
import { sql } from 'kysely';
import { openDb } from '@tsuzuri/db';
import { migrateSite } from '@tsuzuri/content/site';
import { contentRepositories } from '@tsuzuri/content/repositories';
import { loadAnalyser, parseQuery, rebuildSearchIndex } from '@tsuzuri/content/search';
import { findMatches } from '@tsuzuri/content/search';
import { toFtsMatch } from '../../packages/content/src/search/query';
import { generateArticles, QUERIES } from './bench-search-corpus';
import { openBenchDb } from './bench-search-db';
import { seedCorpus } from './bench-search-seed';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Query texts are printed back: terminal-safe like every CLI's output.
const io = terminalOutput();

const args = process.argv.slice(2);
const COUNT = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
// PROFILE_DB=<file>: a SQLite file kept between runs (built on the first), to compare changes quickly.
const kept = process.env.PROFILE_DB;
const reuse = kept !== undefined && fs.existsSync(kept);
const bench = kept
  ? {
      db: await openDb({ dialect: 'sqlite', url: kept }),
      dialect: 'sqlite' as const,
      close: async () => {},
    }
  : await openBenchDb(args.includes('--postgres'));
const { db, dialect } = bench;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const p = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
try {
  await migrateSite(db, dialect);
  if (!reuse) {
    await seedCorpus(db, generateArticles(COUNT, 24), 24);
    await db.transaction().execute((trx) => rebuildSearchIndex(trx));
  }
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  const analyser = await loadAnalyser();
  const repos = contentRepositories(db, { fallbackLocale: 'ja' });
  const allWhole: number[] = [];
  for (let round = 0; round < 2; round++)
    for (const [kind, list] of Object.entries(QUERIES)) {
      const t = {
        parse: [] as number[],
        page1: [] as number[],
        page2: [] as number[],
        whole: [] as number[],
      };
      for (let rep = 0; rep < 8; rep++)
        for (const q of list) {
          let s = process.hrtime.bigint();
          const words = parseQuery(q, analyser);
          t.parse.push(ms(s));
          s = process.hrtime.bigint();
          await findMatches(db, words, 'ja', 1, 12);
          t.page1.push(ms(s));
          s = process.hrtime.bigint();
          await findMatches(db, words, 'ja', 3, 12);
          t.page2.push(ms(s));
          s = process.hrtime.bigint();
          await repos.articles.search(q, 'ja', 1, 12);
          const whole = ms(s);
          t.whole.push(whole);
          if (round === 1) allWhole.push(whole);
        }
      if (round === 1)
        io.out(
          `${kind.padEnd(16)} ${Object.entries(t)
            .map(([k, v]) => `${k} p50 ${p(v, 0.5).toFixed(2)} p95 ${p(v, 0.95).toFixed(2)}`)
            .join(' | ')}`,
        );
    }
  io.out(
    `all              whole p50 ${p(allWhole, 0.5).toFixed(2)} p95 ${p(allWhole, 0.95).toFixed(2)} (${allWhole.length} searches)`,
  );
  if (args.includes('--each'))
    for (const list of Object.values(QUERIES))
      for (const q of list) {
        const words = parseQuery(q, analyser);
        const times: number[] = [];
        for (let i = 0; i < 10; i++) {
          const s = process.hrtime.bigint();
          await findMatches(db, words, 'ja', 1, 12);
          times.push(ms(s));
        }
        io.out(
          [q.padEnd(14), p(times, 0.5).toFixed(2), dialect === 'sqlite' ? toFtsMatch(words) : '']
            .join(' ')
            .trimEnd(),
        );
      }
} finally {
  await bench.close();
}

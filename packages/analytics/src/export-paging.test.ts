import { describe, expect, it } from 'vitest';
import { analyticsRepository } from './repositories/analytics';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { exportDatabase } from '@tsuzuri/db/transfer';

// Raw analytics events are the one table that grows into millions of rows: the export pages
// through it by key. 2,500 rows cross two page boundaries (1,000 rows a page).
forEachDialect((dialect) =>
  describe('exporting a big table', () => {
    it('writes every row once, in key order, across pages', async () => {
      const { db, cleanup } = await tempDb(dialect);
      try {
        const at = new Date('2030-03-01T00:00:00Z');
        const events = Array.from({ length: 2500 }, (_, i) => ({
          uploadId: `u-${i}`,
          receivedAt: at,
          event: 'click',
          pagePath: '/dvd',
          pageName: 'dvd',
          locale: 'ja',
          reader: `r${i}`,
          bot: false,
          fields: { event: 'click' },
        }));
        await analyticsRepository(db).insertBatch(events);
        const lines: string[] = [];
        await exportDatabase(db, async (line) => void lines.push(line));
        const start = lines.findIndex((l) => l.startsWith('{"table":"analytics_events"'));
        expect(JSON.parse(lines[start])).toMatchObject({ rows: 2500 });
        const rows = lines.slice(start + 1, start + 2501).map((l) => JSON.parse(l) as unknown[]);
        const ids = rows.map((r) => Number(r[0]));
        expect(new Set(ids).size).toBe(2500);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(
          lines[start + 2501].startsWith('{"table"') || lines[start + 2501].startsWith('{"end"'),
        ).toBe(true);
      } finally {
        await cleanup();
      }
    });
  }),
);

import { z } from 'zod';

/**
 * The site export (`npm run db:export`): one NDJSON file, readable and diffable, the same from
 * SQLite and from PostgreSQL.
 *
 *   {"format":"tsuzuri-export","version":1,"exportedAt":…,"source":"sqlite","migrations":[…]}
 *   {"table":"categories","columns":["cid","pid","uid","sort_order"],"rows":40,"lastId":null}
 *   [1,0,"dvd",1]                      ← one JSON array per row, in `columns` order
 *   …                                  ← the next table line, its rows…
 *   {"end":true,"tables":17}           ← a file without this line was cut short
 *
 * Tables come in foreign-key order, rows in primary-key order (text compared by code point), so
 * two exports of the same data differ only in the header's exportedAt and source. The search
 * index is derived data and is not exported: the import rebuilds it.
 */
export const FORMAT = 'tsuzuri-export';
export const VERSION = 1;

export const HeaderLine = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  exportedAt: z.string(),
  source: z.enum(['sqlite', 'postgres']),
  /** The migrations applied to the exported database: the schema the rows fit. */
  migrations: z.array(z.string()),
});
export type HeaderLine = z.infer<typeof HeaderLine>;

export const TableLine = z.object({
  table: z.string().regex(/^[a-z_][a-z0-9_]*$/),
  columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/)).min(1),
  rows: z.number().int().min(0),
  /** The last id its sequence handed out (ids of deleted rows are never reused), or null. */
  lastId: z.number().int().min(0).nullable(),
});
export type TableLine = z.infer<typeof TableLine>;

export const EndLine = z.object({ end: z.literal(true), tables: z.number().int().min(0) });

/**
 * A cell as JSON: text and numbers as themselves, bytes as {"$base64": …}. A boolean becomes
 * 1/0, the schema's convention (schema.ts), which SQLite can store and PostgreSQL casts.
 */
export type Cell = string | number | null | { $base64: string };

export function encodeCell(value: unknown, where: string): Cell {
  if (value === null || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where}: ${value} has no JSON form`);
    return value;
  }
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Uint8Array) return { $base64: Buffer.from(value).toString('base64') };
  if (value instanceof Date) return value.toISOString();
  throw new Error(`${where}: a value of type ${typeof value} cannot be exported`);
}

export function decodeCell(cell: unknown): unknown {
  if (cell !== null && typeof cell === 'object' && '$base64' in cell)
    return Buffer.from(String(cell.$base64), 'base64');
  return cell;
}

import { type Kysely, sql } from 'kysely';
import type { Database } from '@tsuzuri/db';
import { tokyoDayOf } from '../tokyo';
import type { AnalyticsEventInput } from './analytics-event';

/** Distinct values kept per Tokyo day and kind; more go to one `(other)` row (hostile referrers). */
export const MAX_SOURCE_VALUES_PER_DAY = 500;
export const OTHER_SOURCE = '(other)';
export const DIRECT = '(direct)';
const MAX_VALUE_LENGTH = 100;

type SourceKind = 'referrer' | 'campaign';

const clip = (s: string) => s.trim().toLowerCase().slice(0, MAX_VALUE_LENGTH);

function parsed(raw: unknown): URL | null {
  if (typeof raw !== 'string' || !raw) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

/**
 * Where a page view came from: the referring host (another site; `(direct)` for none; a page of
 * this site is a reader moving around, not a source) and the campaign of the landing URL
 * (`medium / source`, the parameters the page cache ignores: docs/caching.md).
 */
export function sourcesOf(e: AnalyticsEventInput): { kind: SourceKind; value: string }[] {
  const page = parsed(e.fields.url);
  const referrer = parsed(e.fields.referer_url);
  const out: { kind: SourceKind; value: string }[] = [];
  if (!referrer) out.push({ kind: 'referrer', value: DIRECT });
  else if (!page || referrer.host !== page.host)
    out.push({ kind: 'referrer', value: clip(referrer.host) || DIRECT });
  const medium = page?.searchParams.get('medium');
  const source = page?.searchParams.get('source');
  if (medium || source)
    out.push({ kind: 'campaign', value: clip(`${medium || '-'} / ${source || '-'}`) });
  return out;
}

/** Adds the batch's page views to the per-day source counts (in the batch's transaction). */
export async function addSources(
  trx: Kysely<Database>,
  views: AnalyticsEventInput[],
): Promise<void> {
  const counts = new Map<string, { day: string; kind: SourceKind; value: string; views: number }>();
  for (const e of views) {
    const day = tokyoDayOf(e.receivedAt);
    for (const s of sourcesOf(e)) {
      const key = `${day}|${s.kind}|${s.value}`;
      const row = counts.get(key) ?? { day, ...s, views: 0 };
      row.views++;
      counts.set(key, row);
    }
  }
  const rows = [...counts.values()];
  for (const group of groupBy(rows, (r) => `${r.day}|${r.kind}`)) {
    const { day, kind } = group[0];
    const existing = await trx
      .selectFrom('analytics_sources_jst')
      .select('value')
      .where('day', '=', day)
      .where('kind', '=', kind)
      .execute();
    const known = new Set(existing.map((r) => r.value));
    let room = MAX_SOURCE_VALUES_PER_DAY - known.size;
    const merged = new Map<string, number>();
    for (const r of group) {
      let value = r.value;
      if (!known.has(value)) {
        if (room > 0) {
          room--;
          known.add(value);
        } else value = OTHER_SOURCE;
      }
      merged.set(value, (merged.get(value) ?? 0) + r.views);
    }
    // In key order, like the daily rollup: concurrent batches lock rows in one order.
    const ordered = [...merged].sort(([a], [b]) => (a < b ? -1 : 1));
    for (const [value, n] of ordered)
      await trx
        .insertInto('analytics_sources_jst')
        .values({ day, kind, value, views: n })
        .onConflict((oc) =>
          oc
            .columns(['day', 'kind', 'value'])
            .doUpdateSet({ views: sql`analytics_sources_jst.views + excluded.views` }),
        )
        .execute();
  }
}

function groupBy<T>(items: T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

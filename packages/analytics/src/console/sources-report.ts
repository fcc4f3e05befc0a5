import type { Db } from '@tsuzuri/db';
import type { Period } from './period';

export type SourceRow = { value: string; views: number };

/** Page views by referrer host or by campaign (medium / source) over the period, most first. */
export async function sourceRows(
  db: Db,
  period: Period,
  kind: 'referrer' | 'campaign',
  limit = 100,
): Promise<SourceRow[]> {
  const rows = await db
    .selectFrom('analytics_sources_jst')
    .select((eb) => ['value', eb.fn.sum<number>('views').as('views')])
    .where('kind', '=', kind)
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('value')
    .orderBy('views', 'desc')
    .orderBy('value')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ value: r.value, views: Number(r.views) }));
}

import { periodPair } from '@tsuzuri/analytics/console';
import { staffRoute } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { csvResponse } from '@/lib/operations/csv-response';
import { DASHBOARD_TABLES, isDashboardTable, tableCells } from '@/lib/operations/dashboard-tables';
import { repositories } from '@/repositories';

/** GET /admin/export/{table}?from=&to=: one dashboard table as CSV (the screen's own rows). */
export const GET = staffRoute(
  'stats.read',
  async (_ctx, request, { params }: { params: Promise<{ table: string }> }) => {
    const { table } = await params;
    if (!isDashboardTable(table)) return Response.json({ error: 'unknown table' }, { status: 404 });
    const url = new URL(request.url);
    const period = periodPair({
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
    });
    if (!period.ok) return Response.json({ error: period.error }, { status: 400 });
    const lang = await consoleLocale();
    const cells = tableCells(table, await (await repositories()).dashboard(period.value), lang);
    const { from, to } = period.value.current;
    return csvResponse(
      `${DASHBOARD_TABLES[table].title[lang]}_${from}_${to}.csv`,
      cells.header,
      cells.rows,
    );
  },
);

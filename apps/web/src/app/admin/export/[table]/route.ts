import { periodPair } from '@tsuzuri/analytics/console';
import { DASHBOARD_TEXTS } from '@/components/operations/dashboard/texts';
import { staffRoute } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { plainRefusal } from '@/lib/console/route-refusal';
import { csvResponse } from '@/lib/operations/csv-response';
import { DASHBOARD_TABLES, isDashboardTable, tableCells } from '@/lib/operations/dashboard-tables';
import { repositories } from '@/repositories';

/**
 * GET /admin/export/{table}?from=&to=: one dashboard table as CSV (the screen's own rows). An
 * unknown table or a period the screen would refuse is said in a sentence, as the screen says it.
 */
export const GET = staffRoute(
  'stats.read',
  async (_ctx, request, { params }: { params: Promise<{ table: string }> }) => {
    const { table } = await params;
    const lang = await consoleLocale();
    const t = DASHBOARD_TEXTS[lang];
    if (!isDashboardTable(table)) return plainRefusal(404, t.noTable);
    const url = new URL(request.url);
    const period = periodPair({
      from: url.searchParams.get('from'),
      to: url.searchParams.get('to'),
    });
    if (!period.ok) return plainRefusal(400, t.errors[period.error]);
    const cells = tableCells(table, await (await repositories()).dashboard(period.value), lang);
    const { from, to } = period.value.current;
    return csvResponse(
      `${DASHBOARD_TABLES[table].title[lang]}_${from}_${to}.csv`,
      cells.header,
      cells.rows,
    );
  },
);

import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import { staffRoute } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { SUBSCRIBERS_TEXTS } from '@/components/operations/subscribers/texts';
import { csvResponse } from '@/lib/operations/csv-response';
import { repositories } from '@/repositories';

/** GET /admin/export/subscribers: every address with its state and Tokyo dates, as CSV. */
export const GET = staffRoute('subscribers.view', async () => {
  const t = SUBSCRIBERS_TEXTS[await consoleLocale()];
  const rows = await (await repositories()).subscriberList.list();
  return csvResponse(
    `${t.title}.csv`,
    t.csvHeader,
    rows.map((r) => [
      r.email,
      r.locale,
      t.statuses[r.status] ?? r.status,
      tokyoTime(r.createdAt),
      r.confirmedAt ? tokyoTime(r.confirmedAt) : null,
    ]),
  );
});

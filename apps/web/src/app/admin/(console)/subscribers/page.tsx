import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { SubscriberTable } from '@/components/operations/subscribers/SubscriberTable.client';
import { SUBSCRIBERS_TEXTS } from '@/components/operations/subscribers/texts';
import { can } from '@tsuzuri/staff/permissions';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { fill } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

export async function generateMetadata(): Promise<Metadata> {
  return { title: SUBSCRIBERS_TEXTS[await consoleLocale()].title };
}

/** The newsletter's addresses: the list, its CSV, and removal. */
export default async function SubscribersPage() {
  const staff = await requireStaff('subscribers.view');
  const t = SUBSCRIBERS_TEXTS[await consoleLocale()];
  const repos = await repositories();
  const [rows, confirmed] = await Promise.all([
    repos.subscriberList.list({ limit: 500 }),
    repos.subscribers.count(),
  ]);
  return (
    <ConsolePage
      title={t.title}
      actions={
        <a
          className="c-button-quiet"
          href="/admin/export/subscribers"
          download
          data-csv="subscribers"
        >
          {t.csv}
        </a>
      }
    >
      <p className="o-muted">{fill(t.count, String(confirmed))}</p>
      <SubscriberTable
        rows={rows.map((r) => ({ ...r, createdAt: tokyoTime(r.createdAt) }))}
        canRemove={can(staff.role, 'subscribers.edit')}
        t={t}
      />
    </ConsolePage>
  );
}

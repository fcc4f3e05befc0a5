import { defaultPeriod, periodPair } from '@tsuzuri/analytics/console';
import { can } from '@tsuzuri/staff/permissions';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { Dashboard } from '@/components/operations/dashboard/Dashboard';
import { DASHBOARD_TEXTS } from '@/components/operations/dashboard/texts';
import { Notice } from '@/components/operations/Notice';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { repositories } from '@/repositories';

export async function generateMetadata(): Promise<Metadata> {
  return { title: DASHBOARD_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/** The dashboard: the period's figures beside the previous period, the chart and the tables. */
export default async function DashboardPage({ searchParams }: Props) {
  const staff = await requireStaff('dashboard.view');
  const lang = await consoleLocale();
  const t = DASHBOARD_TEXTS[lang];
  if (!can(staff.role, 'stats.read'))
    return (
      <ConsolePage title={t.title}>
        <p className="c-card">{t.noStats}</p>
      </ConsolePage>
    );
  const q = await searchParams;
  const asked = periodPair({ from: q.from, to: q.to });
  const period = asked.ok ? asked.value : defaultPeriod();
  const data = await (await repositories()).dashboard(period);
  return (
    <ConsolePage title={t.title}>
      {asked.ok ? null : <Notice tone="error">{t.errors[asked.error]}</Notice>}
      <Dashboard data={data} t={t} lang={lang} />
    </ConsolePage>
  );
}

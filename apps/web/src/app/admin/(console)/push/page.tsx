import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import { siteConfig } from '@tsuzuri/config';
import { can } from '@tsuzuri/staff/permissions';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { Notice } from '@/components/operations/Notice';
import { PushComposer } from '@/components/operations/push/PushComposer.client';
import { PushHistory } from '@/components/operations/push/PushHistory';
import { PUSH_TEXTS } from '@/components/operations/push/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { staffNames } from '@/lib/console/staff-names';
import { fill } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';
import { sendPush } from './actions';

export async function generateMetadata(): Promise<Metadata> {
  return { title: PUSH_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/** Compose a push with a preview, send it now or at a time, and see what each send reached. */
export default async function PushPage({ searchParams }: Props) {
  const staff = await requireStaff('push.view');
  const lang = await consoleLocale();
  const t = PUSH_TEXTS[lang];
  const q = await searchParams;
  const site = siteConfig();
  const repos = await repositories();
  const nameOf = await staffNames();
  const [sends, subscribed, ...byLocale] = await Promise.all([
    repos.pushSends.list(),
    repos.pushSubscriptions.count(),
    ...site.locales.map((l) => repos.pushSubscriptions.count(l)),
  ]);
  const done = q.done && q.done in t.done ? fill(t.done[q.done as keyof typeof t.done], q.n) : null;
  return (
    <ConsolePage title={t.title}>
      {done ? <Notice tone={q.done === 'failed' ? 'error' : 'ok'}>{done}</Notice> : null}
      <p className="o-muted">{fill(t.subscribers, String(subscribed))}</p>
      {can(staff.role, 'push.send') ? (
        <PushComposer
          action={sendPush}
          lang={lang}
          labels={{
            ...t,
            locales: site.locales.map((l) => ({ value: l, label: t.locales[l] ?? l })),
            siteName: site.domain,
            reach: {
              '': subscribed,
              ...Object.fromEntries(site.locales.map((l, i) => [l, byLocale[i]])),
            },
          }}
        />
      ) : null}
      <PushHistory
        sends={sends.map((s) => ({
          ...s,
          sendAt: tokyoTime(s.sendAt),
          createdBy: nameOf(s.createdBy),
        }))}
        canCancel={can(staff.role, 'push.send')}
        t={t}
      />
    </ConsolePage>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsolePage } from '@/components/console/ConsolePage';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale, consoleTexts, type ConsoleTexts } from '@/lib/console/locale';
import { navFor } from '@/lib/console/nav';

const ja = {
  title: 'ダッシュボード',
  hello: (name: string) => `${name}さん、こんにちは。`,
  lead: '担当の画面はこちらです。',
};
const en = {
  title: 'Dashboard',
  hello: (name: string) => `Hello, ${name}.`,
  lead: 'Your screens:',
} satisfies typeof ja;
const TEXTS: ConsoleTexts<typeof ja> = { ja, en };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(TEXTS)).title };
}

/** /admin: the starting page (issue 16 puts the numbers here); for now the person's screens. */
export default async function DashboardPage() {
  const staff = await requireStaff('dashboard.view');
  const [t, locale] = [await consoleTexts(TEXTS), await consoleLocale()];
  const screens = navFor(staff.role).filter((i) => i.href !== '/admin');
  return (
    <ConsolePage title={t.title}>
      <p>{t.hello(staff.name)}</p>
      <p>{t.lead}</p>
      <div className="c-cards">
        {screens.map((s) => (
          <Link key={s.href} href={s.href} className="c-card" prefetch={false}>
            {s.label[locale]}
          </Link>
        ))}
      </div>
    </ConsolePage>
  );
}

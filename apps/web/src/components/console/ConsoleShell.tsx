import { siteConfig } from '@tsuzuri/config';
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Staff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { NAV_GROUP_LABELS, type NavGroup, navFor } from '@/lib/console/nav';
import { signOut } from '@/app/admin/actions';
import { ConsoleFrame, type ConsoleNavGroup } from './ConsoleFrame.client';
import { LanguageSwitch } from './LanguageSwitch';
import { SHELL_TEXTS } from './texts';

/** The signed-in console: header (site, person, language, sign-out), navigation per role, main. */
export async function ConsoleShell({ staff, children }: { staff: Staff; children: ReactNode }) {
  const locale = await consoleLocale();
  const t = SHELL_TEXTS[locale];
  const groups: ConsoleNavGroup[] = [];
  for (const item of navFor(staff.role)) {
    const title = NAV_GROUP_LABELS[item.group as NavGroup][locale];
    const link = { href: item.href, label: item.label[locale] };
    const group = groups.find((g) => g.title === title);
    if (group) group.items.push(link);
    else groups.push({ title, items: [link] });
  }
  const who = (
    <p className="c-who">
      <strong>{staff.name}</strong>
      {t.roles[staff.role]}
    </p>
  );
  const language = <LanguageSwitch locale={locale} label={t.language} />;
  const header = (
    <>
      <Link href="/admin" className="c-site">
        {siteConfig().siteName}
        <small>{t.console}</small>
      </Link>
      <div className="c-header-end">
        <div className="c-header-extra">
          {who}
          {language}
        </div>
        <form action={signOut} className="c-inline-form">
          <button type="submit" className="c-button-quiet">
            {t.signOut}
          </button>
        </form>
      </div>
    </>
  );
  return (
    <ConsoleFrame
      header={header}
      navFooter={
        <>
          {who}
          {language}
        </>
      }
      groups={groups}
      texts={{ nav: t.nav, menu: t.menu, close: t.close, skip: t.skip }}
    >
      {children}
    </ConsoleFrame>
  );
}

import { siteConfig } from '@tsuzuri/config';
import type { ReactNode } from 'react';
import { consoleLocale } from '@/lib/console/locale';
import { LanguageSwitch } from './LanguageSwitch';
import { SHELL_TEXTS } from './texts';

/** The pages before the console (login, setup, set password): one centred card. */
export async function DoorPage({
  title,
  lead,
  foot,
  children,
}: {
  title: string;
  lead?: string;
  foot?: ReactNode;
  children: ReactNode;
}) {
  const locale = await consoleLocale();
  const t = SHELL_TEXTS[locale];
  return (
    <main className="c-door">
      <div className="c-door-box">
        <div className="c-door-title">
          <p>
            {siteConfig().siteName} {t.console}
          </p>
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </div>
        <div className="c-card">{children}</div>
        {foot ? <p className="c-door-foot c-hint">{foot}</p> : null}
        <div className="c-door-foot">
          <LanguageSwitch locale={locale} label={t.language} />
        </div>
      </div>
    </main>
  );
}

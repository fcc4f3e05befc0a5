import { getDb } from '@tsuzuri/db';
import { type AuditRow, listAudit, listUsers } from '@tsuzuri/staff';
import type { Metadata } from 'next';
import { ConsolePage } from '@/components/console/ConsolePage';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale, consoleTexts } from '@/lib/console/locale';
import './audit.css';
import { AuditTable } from './AuditTable';
import { auditFilterOf } from './filters';
import { ACTION_LABELS, TARGET_KINDS } from './labels';
import { AUDIT_TEXTS } from './texts';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await consoleTexts(AUDIT_TEXTS)).title };
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /admin/audit: every console write, newest first, by person, action and period (owner only). */
export default async function AuditPage({ searchParams }: Props) {
  await requireStaff('audit.read');
  const lang = await consoleLocale();
  const t = AUDIT_TEXTS[lang];
  const query = await searchParams;
  const db = await getDb();
  const { filter, problem, badOlder } = auditFilterOf(query);
  const [rows, people] = await Promise.all([
    problem ? null : listAudit(db, filter).catch((): AuditRow[] | null => null),
    listUsers(db),
  ]);
  const names = new Map(people.map((p) => [p.email, p.name]));
  const nameOf = (email: string) => names.get(email) ?? email;
  const value = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : '');
  const olderHref = rows?.length === 100 ? older(query, rows[rows.length - 1].id) : null;
  return (
    <ConsolePage title={t.title}>
      <form className="c-filters" method="get">
        <div className="c-field">
          <label htmlFor="audit-actor">{t.actor}</label>
          <select id="audit-actor" name="actor" defaultValue={value('actor')}>
            <option value="">{t.everyone}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.email})
              </option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="audit-action">{t.action}</label>
          <input
            id="audit-action"
            name="action"
            defaultValue={value('action')}
            placeholder={t.actionHint}
            maxLength={100}
          />
        </div>
        <div className="c-field">
          <label htmlFor="audit-from">{t.from}</label>
          <input id="audit-from" name="from" type="date" defaultValue={value('from')} />
        </div>
        <div className="c-field">
          <label htmlFor="audit-to">{t.to}</label>
          <input id="audit-to" name="to" type="date" defaultValue={value('to')} />
        </div>
        <button type="submit" className="c-button">
          {t.filter}
        </button>
      </form>
      {badOlder ? (
        <p className="c-alert c-alert-error" role="alert">
          {t.badOlder}
        </p>
      ) : null}
      {rows === null ? (
        <p className="c-alert c-alert-error" role="alert">
          {problem ? t.period[problem] : t.badFilter}
        </p>
      ) : rows.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <AuditTable
          rows={rows}
          t={t}
          actions={ACTION_LABELS[lang]}
          kinds={TARGET_KINDS[lang]}
          nameOf={nameOf}
          people={new Map(people.map((p) => [p.id, p.name]))}
        />
      )}
      {olderHref ? (
        <p>
          <a href={olderHref}>{t.older}</a>
        </p>
      ) : null}
    </ConsolePage>
  );
}

function older(query: Record<string, string | string[] | undefined>, before: number): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (typeof v === 'string' && k !== 'before') params.set(k, v);
  params.set('before', String(before));
  return `/admin/audit?${params}`;
}

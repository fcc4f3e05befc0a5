import type { AuditRow } from '@tsuzuri/staff';
import { detailLines, targetText } from './entry-text';
import { tokyoSecond } from './filters';
import type { AuditTexts } from './texts';
import { TableFrame } from '@/components/console/TableFrame';

type Props = {
  rows: AuditRow[];
  t: AuditTexts;
  /** Action keys and target kinds in the console's language (labels.ts). */
  actions: Record<string, string>;
  kinds: Record<string, string>;
  nameOf: (email: string) => string;
  /** People's names by account id (a `user:{id}` target). */
  people: Map<string, string>;
};

/**
 * The log as people read it: who by name, what in words (its key small beneath, for the filter),
 * the target's kind in words and paths decoded, the details one `key: value` a line. Fixed
 * column widths keep the table inside the page at 1366 px; on a phone each entry is a card.
 */
export function AuditTable({ rows, t, actions, kinds, nameOf, people }: Props) {
  return (
    <TableFrame label={t.title}>
      <table className="c-table a-log">
        <colgroup>
          <col className="a-log__when" />
          <col className="a-log__who" />
          <col className="a-log__what" />
          <col className="a-log__target" />
          <col />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.who}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.target}</th>
            <th scope="col">{t.details}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name = nameOf(r.actorEmail);
            return (
              <tr key={r.id} data-action={r.action}>
                <td data-label={t.when}>{tokyoSecond(r.at)}</td>
                <td data-label={t.who}>
                  {name}
                  {name !== r.actorEmail ? (
                    <span className="a-log__sub">{r.actorEmail}</span>
                  ) : null}
                </td>
                <td data-label={t.action}>
                  {actions[r.action] ?? r.action}
                  <code className="a-log__sub">{r.action}</code>
                </td>
                <td data-label={t.target}>{targetText(r.target, kinds, people)}</td>
                <td data-label={t.details}>
                  <ul className="a-log__details">
                    {detailLines(r.details).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableFrame>
  );
}

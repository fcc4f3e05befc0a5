import type { SubscriberRow } from '@tsuzuri/readers/console';
import { removeSubscriber } from '@/app/admin/(console)/subscribers/actions';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { fill } from '@/lib/operations/back-to';
import type { SubscribersTexts } from './texts';
import { TableFrame } from '@/components/console/TableFrame';

export function SubscriberTable({
  rows,
  canRemove,
  t,
}: {
  rows: SubscriberRow[];
  canRemove: boolean;
  t: SubscribersTexts;
}) {
  if (!rows.length) return <p className="c-card o-muted">{t.empty}</p>;
  return (
    <TableFrame label={t.title}>
      <table className="c-table">
        <thead>
          <tr>
            <th scope="col">{t.email}</th>
            <th scope="col">{t.locale}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.since}</th>
            {canRemove ? (
              <th scope="col">
                <span className="c-sr-only">{t.remove}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-subscriber={r.email}>
              <td className="o-text">{r.email}</td>
              <td>{r.locale}</td>
              <td>{t.statuses[r.status] ?? r.status}</td>
              <td>{r.createdAt}</td>
              {canRemove ? (
                <td>
                  <form action={removeSubscriber} className="c-inline-form">
                    <input type="hidden" name="id" value={r.id} />
                    <ConfirmButton
                      className="c-button-quiet o-small"
                      question={fill(t.removeConfirm, r.email)}
                      aria-label={`${t.remove}: ${r.email}`}
                    >
                      {t.remove}
                    </ConfirmButton>
                  </form>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

'use client';

import type { SubscriberRow } from '@tsuzuri/readers/console';
import { type RemovalState, removeSubscriber } from '@/app/admin/(console)/subscribers/actions';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import { TableFrame } from '@/components/console/TableFrame';
import { usePostbackActionState } from '@/components/forms/use-postback-action-state';
import { Notice } from '@/components/operations/Notice';
import { fill } from '@/lib/operations/back-to';
import type { SubscribersTexts } from './texts';

/**
 * The addresses, each with its removal (asked first). The removal's answer, naming the address,
 * is this screen's state, not its URL: without JavaScript the post is answered by the page
 * itself (usePostbackActionState), so an address never lands in the history or a proxy's log.
 */
export function SubscriberTable({
  rows,
  canRemove,
  t,
}: {
  rows: SubscriberRow[];
  canRemove: boolean;
  t: SubscribersTexts;
}) {
  const [removal, remove] = usePostbackActionState<RemovalState, FormData>(removeSubscriber, null);
  return (
    <>
      {removal ? (
        <Notice tone={removal.ok ? 'ok' : 'error'}>
          {removal.ok ? fill(t.done.removed, removal.email) : t.done.missing}
        </Notice>
      ) : null}
      {rows.length ? (
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
                      <form action={remove} className="c-inline-form">
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
      ) : (
        <p className="c-card o-muted">{t.empty}</p>
      )}
    </>
  );
}

import type { PushSend } from '@tsuzuri/push/sends';
import { cancelPush } from '@/app/admin/(console)/push/actions';
import { ConfirmButton } from '@/components/console/ConfirmButton.client';
import type { PushTexts } from './texts';
import { TableFrame } from '@/components/console/TableFrame';

/** Every composed push, newest first, with delivered / failed / removed counts. */
export function PushHistory({
  sends,
  canCancel,
  t,
}: {
  sends: PushSend[];
  canCancel: boolean;
  t: PushTexts;
}) {
  return (
    <section className="o-section">
      <div className="o-section-head">
        <h2 id="push-history">{t.history}</h2>
      </div>
      {sends.length ? (
        <TableFrame label={t.history}>
          <table className="c-table">
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.titleField}</th>
                <th scope="col">{t.audience}</th>
                <th scope="col">{t.status}</th>
                <th scope="col" className="o-num">
                  {t.delivered}
                </th>
                <th scope="col" className="o-num">
                  {t.failed}
                </th>
                <th scope="col" className="o-num">
                  {t.removed}
                </th>
                <th scope="col">{t.by}</th>
              </tr>
            </thead>
            <tbody>
              {sends.map((s) => (
                <tr key={s.id} data-push-id={s.id}>
                  <td>{s.sendAt}</td>
                  <td className="o-text">{s.title}</td>
                  <td>{s.audience ? (t.locales[s.audience] ?? s.audience) : t.everyone}</td>
                  <td data-status={s.status}>
                    {t.statuses[s.status] ?? s.status}
                    {s.error ? <span className="o-muted"> {s.error}</span> : null}
                    {canCancel && s.status === 'scheduled' ? (
                      <form action={cancelPush} className="c-inline-form">
                        <input type="hidden" name="id" value={s.id} />
                        <ConfirmButton
                          className="c-button-quiet o-small"
                          question={t.cancelConfirm.replace('{title}', s.title)}
                        >
                          {t.cancel}
                        </ConfirmButton>
                      </form>
                    ) : null}
                  </td>
                  <td className="o-num" data-count="delivered">
                    {s.delivered}
                  </td>
                  <td className="o-num" data-count="failed">
                    {s.failed}
                  </td>
                  <td className="o-num" data-count="removed">
                    {s.removed}
                  </td>
                  <td className="o-text">{s.createdBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : (
        <p className="c-card o-muted">{t.empty}</p>
      )}
    </section>
  );
}

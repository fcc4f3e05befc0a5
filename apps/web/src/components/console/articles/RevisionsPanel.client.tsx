'use client';

import type { DiffPart, FieldChange, Revision } from '@tsuzuri/content/editorial';
import { useEffect, useState } from 'react';
import {
  compareRevisionsAction,
  listRevisionsAction,
  restoreRevisionAction,
} from '@/lib/console/article-actions';
import { formatTokyo } from '@/lib/console/tokyo-time';
import { type ArticleTexts, fill } from './texts';

type Props = { t: ArticleTexts; lang: 'ja' | 'en'; articleId: number; currentVersion: number };
type Row = Omit<Revision, 'fields'>;

/** A diff's parts with stable keys (their offsets: the diff is never reordered). */
function keyed(parts: DiffPart[]) {
  let at = 0;
  return parts.map((part) => {
    const key = `${part.kind}-${at}`;
    at += part.text.length;
    return { key, part };
  });
}

/** One changed field: a word diff for texts (added underlined green, removed struck red). */
function Change({ change }: { change: FieldChange }) {
  return (
    <div className="c-diff">
      <h4>{change.field}</h4>
      {change.diff ? (
        <p className="c-diff__text">
          {keyed(change.diff).map(({ key, part }) =>
            part.kind === 'added' ? (
              <ins key={key}>{part.text}</ins>
            ) : part.kind === 'removed' ? (
              <del key={key}>{part.text}</del>
            ) : (
              <span key={key}>{part.text}</span>
            ),
          )}
        </p>
      ) : (
        <p className="c-diff__text">
          <del>{String(change.from ?? '—')}</del> → <ins>{String(change.to ?? '—')}</ins>
        </p>
      )}
    </div>
  );
}

/** 履歴: every saved version, two of them compared, one restored (as a new version). */
export function RevisionsPanel({ t, lang, articleId, currentVersion }: Props) {
  const [rows, setRows] = useState<Row[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [message, setMessage] = useState('');
  // Re-read when a save makes a new version (currentVersion is the trigger, not an input).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    listRevisionsAction(articleId).then(setRows, () => {});
  }, [articleId, currentVersion]);

  const toggle = (version: number) =>
    setChosen((c) =>
      c.includes(version) ? c.filter((v) => v !== version) : [...c, version].slice(-2),
    );
  const compare = async () => {
    if (chosen.length !== 2) return setMessage(t.compareHelp);
    const [a, b] = [...chosen].sort((x, y) => x - y);
    const result = await compareRevisionsAction(articleId, a, b);
    if (result.ok) {
      setChanges(result.value);
      setMessage('');
    } else setMessage(result.message);
  };
  const restore = async (version: number) => {
    if (!window.confirm(fill(t.restoreConfirm, { version }))) return;
    const result = await restoreRevisionAction(articleId, version, currentVersion);
    // The fields and the editor are re-read from the server: the restored version is a new save.
    if (result.ok) window.location.reload();
    else setMessage(result.message);
  };

  return (
    <div className="c-revisions">
      <table className="c-table">
        <caption className="c-sr-only">{t.revisions}</caption>
        <thead>
          <tr>
            <th scope="col">{t.version}</th>
            <th scope="col">{t.action}</th>
            <th scope="col">{t.by}</th>
            <th scope="col">{t.at}</th>
            <th scope="col">
              <span className="c-sr-only">{t.restore}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.version}>
              <td>
                <label>
                  <input
                    type="checkbox"
                    checked={chosen.includes(r.version)}
                    onChange={() => toggle(r.version)}
                  />{' '}
                  {r.version}
                </label>
              </td>
              <td>{t.actions[r.action] ?? r.action}</td>
              <td>{r.by.name}</td>
              <td>{formatTokyo(r.at, lang, false)}</td>
              <td>
                {r.version === currentVersion ? null : (
                  <button
                    type="button"
                    className="c-button-quiet c-button-small"
                    onClick={() => void restore(r.version)}
                  >
                    {t.restore}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="c-button-quiet" onClick={() => void compare()}>
        {t.compare}
      </button>
      {message ? (
        <p role="alert" className="c-field-error">
          {message}
        </p>
      ) : null}
      {changes ? (
        <div className="c-diffs" aria-live="polite">
          {changes.length ? (
            changes.map((c) => <Change key={c.field} change={c} />)
          ) : (
            <p>{t.noChanges}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

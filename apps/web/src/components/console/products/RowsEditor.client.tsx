'use client';

import type { FormAnswer } from '../use-form-answer';
import type { ProductTexts } from './texts';

type Column<Row> = { key: keyof Row & string; label: string; long?: boolean };
type Props<Row extends Record<string, string>> = {
  t: ProductTexts;
  answer: FormAnswer;
  /** Where the save's answer points at a row's field ('texts.ja.features.0.title'). */
  pathOf: (row: number, key: string) => string;
  legend: string;
  rows: Row[];
  columns: Column<Row>[];
  blank: Row;
  /** No add or remove buttons beyond this many rows (the server's limit says why). */
  max?: number;
  onChange: (rows: Row[]) => void;
};

/**
 * A list edited as rows a non-engineer understands: each row's fields side by side, buttons to
 * move it up or down or remove it, and one to add a row at the end. Every field is labelled
 * "{column} {n}" for screen readers (and tests).
 */
export function RowsEditor<Row extends Record<string, string>>({
  t,
  answer,
  pathOf,
  legend,
  rows,
  columns,
  blank,
  max = 30,
  onChange,
}: Props<Row>) {
  const set = (i: number, key: keyof Row, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...rows];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    onChange(next);
  };
  return (
    <fieldset className="c-setting__group c-rows">
      <legend>{legend}</legend>
      {rows.length ? null : <p className="c-hint">{t.noRows}</p>}
      <ol className="c-rows__list">
        {rows.map((row, i) => (
          // Rows have no identity of their own; the index is what the editor sees too.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={i} className="c-rows__row">
            <div className="c-field-row">
              {columns.map((c) => (
                <div key={c.key} className="c-field">
                  <label htmlFor={answer.field(pathOf(i, c.key)).id}>{`${c.label} ${i + 1}`}</label>
                  {c.long ? (
                    <textarea
                      {...answer.field(pathOf(i, c.key))}
                      className="c-input"
                      rows={2}
                      value={row[c.key]}
                      onChange={(e) => set(i, c.key, e.target.value)}
                    />
                  ) : (
                    <input
                      {...answer.field(pathOf(i, c.key))}
                      className="c-input"
                      value={row[c.key]}
                      onChange={(e) => set(i, c.key, e.target.value)}
                    />
                  )}
                  {answer.error(pathOf(i, c.key))}
                </div>
              ))}
            </div>
            <div className="c-rows__buttons">
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === 0}
                aria-label={`${t.up} (${i + 1})`}
                onClick={() => move(i, -1)}
              >
                ↑ {t.up}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === rows.length - 1}
                aria-label={`${t.down} (${i + 1})`}
                onClick={() => move(i, 1)}
              >
                ↓ {t.down}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small c-button-danger"
                aria-label={`${t.remove} (${i + 1})`}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {rows.length < max ? (
        <button
          type="button"
          className="c-button-quiet"
          onClick={() => onChange([...rows, { ...blank }])}
        >
          + {t.addRow}
        </button>
      ) : null}
    </fieldset>
  );
}

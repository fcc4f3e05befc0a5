'use client';

import { useId } from 'react';
import { PLAN_CODES, type ProductDraft } from './form-state';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  draft: ProductDraft;
  locales: readonly string[];
  onChange: (next: ProductDraft) => void;
};

/** The three plans: a price each (empty = not sold) and its name in every language. */
export function PlansFields({ t, draft, locales, onChange }: Props) {
  const id = useId();
  return (
    <section className="c-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.plans}</h2>
      <p className="c-hint">{t.plansHint}</p>
      {PLAN_CODES.map((code) => (
        <fieldset className="c-setting__group" key={code}>
          <legend>{t.planNames[code]}</legend>
          <div className="c-field-row">
            <div className="c-field">
              <label htmlFor={`${id}-${code}`}>{`${t.price} ${t.planNames[code]}`}</label>
              <input
                id={`${id}-${code}`}
                className="c-input"
                inputMode="numeric"
                value={draft.prices[code]}
                onChange={(e) =>
                  onChange({ ...draft, prices: { ...draft.prices, [code]: e.target.value } })
                }
              />
            </div>
            {locales.map((l) => (
              <div className="c-field" key={l}>
                <label htmlFor={`${id}-${code}-${l}`}>
                  {`${t.planLabel} ${t.planNames[code]} (${t.localeNames[l] ?? l})`}
                </label>
                <input
                  id={`${id}-${code}-${l}`}
                  className="c-input"
                  value={draft.texts[l].labels[code]}
                  onChange={(e) =>
                    onChange({
                      ...draft,
                      texts: {
                        ...draft.texts,
                        [l]: {
                          ...draft.texts[l],
                          labels: { ...draft.texts[l].labels, [code]: e.target.value },
                        },
                      },
                    })
                  }
                />
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

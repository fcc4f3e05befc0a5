'use client';

import { useId } from 'react';
import type { FormAnswer } from '../use-form-answer';
import { PLAN_CODES, type ProductDraft } from './form-state';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  answer: FormAnswer;
  draft: ProductDraft;
  locales: readonly string[];
  onChange: (next: ProductDraft) => void;
};

/** The three plans: a price each (empty = not sold) and its name in every language. */
export function PlansFields({ t, answer, draft, locales, onChange }: Props) {
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
              <label htmlFor={answer.field(`plans.${code}.priceJpy`).id}>
                {`${t.price} ${t.planNames[code]}`}
              </label>
              <input
                {...answer.field(`plans.${code}.priceJpy`)}
                className="c-input"
                inputMode="numeric"
                value={draft.prices[code]}
                onChange={(e) =>
                  onChange({ ...draft, prices: { ...draft.prices, [code]: e.target.value } })
                }
              />
              {answer.error(`plans.${code}.priceJpy`)}
            </div>
            {locales.map((l) => (
              <div className="c-field" key={l}>
                <label htmlFor={answer.field(`texts.${l}.planLabels.${code}`).id}>
                  {`${t.planLabel} ${t.planNames[code]} (${t.localeNames[l] ?? l})`}
                </label>
                <input
                  {...answer.field(`texts.${l}.planLabels.${code}`)}
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
                {answer.error(`texts.${l}.planLabels.${code}`)}
              </div>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

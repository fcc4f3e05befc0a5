'use client';

import { useState } from 'react';
import { MediaPicker } from '../articles/MediaPicker.client';
import { ARTICLE_TEXTS } from '../articles/texts';
import type { PickedImage } from '../editor/image-insert';
import type { FormAnswer } from '../use-form-answer';
import type { ProductDraft } from './form-state';
import type { ProductTexts } from './texts';

type Props = {
  t: ProductTexts;
  lang: 'ja' | 'en';
  answer: FormAnswer;
  draft: ProductDraft;
  locales: readonly string[];
  onChange: (next: ProductDraft) => void;
};

/**
 * The product's screenshots, chosen from the media library (never a typed address), in order,
 * each with its alt text in every language (the picked image's own alt texts to start with).
 */
export function ScreenshotsFields({ t, lang, answer, draft, locales, onChange }: Props) {
  const [picking, setPicking] = useState(false);
  const shots = draft.screenshots;
  /** Applies the same reordering to the screenshots and every language's alts. */
  const reorder = (arrange: <T>(list: T[]) => T[]) =>
    onChange({
      ...draft,
      screenshots: arrange(shots),
      texts: Object.fromEntries(
        Object.entries(draft.texts).map(([l, x]) => [l, { ...x, alts: arrange(x.alts) }]),
      ),
    });
  const add = (image: PickedImage | null) => {
    setPicking(false);
    if (!image?.width || !image.height) return;
    const { src, width, height } = image;
    onChange({
      ...draft,
      screenshots: [...shots, { src, width, height }],
      texts: Object.fromEntries(
        Object.entries(draft.texts).map(([l, x]) => [l, { ...x, alts: [...x.alts, image.alt] }]),
      ),
    });
  };
  const swap = (i: number, j: number) =>
    reorder((list) => list.map((x, k) => (k === i ? list[j] : k === j ? list[i] : x)));
  const setAlt = (l: string, i: number, alt: string) =>
    onChange({
      ...draft,
      texts: {
        ...draft.texts,
        [l]: { ...draft.texts[l], alts: draft.texts[l].alts.map((a, k) => (k === i ? alt : a)) },
      },
    });
  return (
    <section className="c-panel" aria-labelledby="product-shots-h">
      <h2 id="product-shots-h">{t.screenshots}</h2>
      <p className="c-hint">{t.screenshotsHint}</p>
      <ol className="c-rows__list">
        {shots.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same image may be shown twice
          <li key={`${s.src}-${i}`} className="c-rows__row">
            <img src={s.src} alt="" width={160} height={Math.round((160 * s.height) / s.width)} />
            {locales.map((l) => (
              <label className="c-field" key={l}>
                <span>{`${t.alt} ${i + 1} (${t.localeNames[l] ?? l})`}</span>
                <input
                  {...answer.field(`texts.${l}.screenshotAlts.${i}`)}
                  className="c-input"
                  value={draft.texts[l].alts[i] ?? ''}
                  onChange={(e) => setAlt(l, i, e.target.value)}
                />
                {answer.error(`texts.${l}.screenshotAlts.${i}`)}
              </label>
            ))}
            <div className="c-rows__buttons">
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === 0}
                onClick={() => swap(i, i - 1)}
              >
                ↑ {t.up}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small"
                disabled={i === shots.length - 1}
                onClick={() => swap(i, i + 1)}
              >
                ↓ {t.down}
              </button>
              <button
                type="button"
                className="c-button-quiet c-button-small c-button-danger"
                onClick={() => reorder((list) => list.filter((_, k) => k !== i))}
              >
                {t.remove}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button type="button" className="c-button-quiet" onClick={() => setPicking(true)}>
        + {t.addScreenshot}
      </button>
      {picking ? <MediaPicker t={ARTICLE_TEXTS[lang]} lang={lang} onDone={add} /> : null}
    </section>
  );
}

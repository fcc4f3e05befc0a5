'use client';

import { useState } from 'react';
import { MediaPicker } from '../articles/MediaPicker.client';
import { ARTICLE_TEXTS } from '../articles/texts';

type Props = {
  lang: 'ja' | 'en';
  /** What the button is for, said to screen readers (「1件目 画像をメディアから選ぶ」). */
  label: string;
  onPick: (src: string) => void;
};

/**
 * 「メディアから選ぶ」 beside an image field that takes a path: the media library's picker, and
 * the chosen image's path goes into the field. Nobody has to know or type `/media/…`; a path
 * or an https:// URL can still be typed.
 */
export function PickFromLibrary({ lang, label, onPick }: Props) {
  const [picking, setPicking] = useState(false);
  const t = ARTICLE_TEXTS[lang];
  return (
    <>
      <button
        type="button"
        className="c-button-quiet c-button-small"
        aria-label={label}
        onClick={() => setPicking(true)}
      >
        {t.mediaTitle}
      </button>
      {picking ? (
        <MediaPicker
          t={t}
          lang={lang}
          onDone={(image) => {
            setPicking(false);
            if (image) onPick(image.src);
          }}
        />
      ) : null}
    </>
  );
}

'use client';

import {
  fullWidthLength,
  type LengthVerdict,
  lengthVerdict,
  SNIPPET_GUIDANCE,
  truncateFullWidth,
} from '@/lib/console/search-snippet';
import { type ArticleTexts, fill } from './texts';

/** The length count under a field: "28 / 約30 全角文字 · ちょうどよい長さ", coloured by verdict. */
export function LengthHint(props: { id: string; text: string; max: number; t: ArticleTexts }) {
  const verdict: LengthVerdict = lengthVerdict(props.text, props.max);
  const words: Record<LengthVerdict, string> = {
    empty: props.t.lengthEmpty,
    short: props.t.lengthShort,
    good: props.t.lengthGood,
    long: props.t.lengthLong,
  };
  return (
    <p id={props.id} className={`c-length c-length--${verdict}`} aria-live="polite">
      {fill(props.t.lengthOf, { n: fullWidthLength(props.text), max: props.max })} ·{' '}
      {words[verdict]}
    </p>
  );
}

/** A Google-like result: URL line, blue title, grey snippet, each cut where a result would be. */
export function SearchPreview(props: {
  url: string;
  title: string;
  description: string;
  t: ArticleTexts;
}) {
  return (
    <section className="c-serp" aria-label={props.t.serpPreview}>
      <h2 className="c-serp__label">{props.t.serpPreview}</h2>
      <p className="c-serp__url">{props.url}</p>
      <p className="c-serp__title">
        {truncateFullWidth(props.title, SNIPPET_GUIDANCE.title) || '—'}
      </p>
      <p className="c-serp__text">
        {truncateFullWidth(props.description, SNIPPET_GUIDANCE.description) || '—'}
      </p>
    </section>
  );
}

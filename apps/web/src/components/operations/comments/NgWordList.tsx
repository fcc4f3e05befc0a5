import { addNgWord, removeNgWord } from '@/app/admin/(console)/comments/actions';
import type { CommentsTexts } from './texts';
import { GuardedForm } from '@/components/console/GuardedForm.client';
import { SubmitButton } from '@/components/console/SubmitButton.client';

/** The editors' NG words: add one, remove one (the coded list stays underneath). */
export function NgWordList({
  words,
  t,
  lang,
}: {
  words: { word: string; createdAt: string; createdBy: string | null }[];
  t: CommentsTexts;
  lang: 'ja' | 'en';
}) {
  return (
    <section className="o-section" aria-labelledby="ng-heading">
      <div className="o-section-head">
        <h2 id="ng-heading">{t.ngTitle}</h2>
      </div>
      <p className="o-muted o-small">{t.ngNote}</p>
      <GuardedForm action={addNgWord} className="c-filters" lang={lang}>
        <div className="c-field">
          <label htmlFor="ng-word">{t.ngWord}</label>
          <input id="ng-word" name="word" maxLength={50} required />
        </div>
        <SubmitButton className="c-button">{t.ngAdd}</SubmitButton>
      </GuardedForm>
      {words.length ? (
        <ul className="o-words">
          {words.map((w) => (
            <li key={w.word} className="c-badge">
              <span>{w.word}</span>
              <form action={removeNgWord} className="c-inline-form">
                <input type="hidden" name="word" value={w.word} />
                <button
                  type="submit"
                  className="o-link-button"
                  aria-label={`${t.ngRemove}: ${w.word}`}
                >
                  ×
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : (
        <p className="o-muted">{t.ngEmpty}</p>
      )}
    </section>
  );
}

'use client';

import type { AuthorRecord } from '@tsuzuri/content/editorial';
import { useState } from 'react';
import { AuthorForm } from './AuthorForm.client';
import type { TaxonomyTexts } from './texts';

type Props = { t: TaxonomyTexts; lang: 'ja' | 'en'; locales: string[]; authors: AuthorRecord[] };

/** 著者: each author with avatar, name and bio, edited in place; an add form below. */
export function AuthorList({ t, lang, locales, authors }: Props) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      {authors.length ? (
        <ul className="c-authors">
          {authors.map((a) => {
            const profile = a.profiles[lang] ?? a.profiles.ja ?? Object.values(a.profiles)[0];
            return (
              <li key={a.id} className="c-card">
                <div className="c-author">
                  {a.avatar ? <img src={a.avatar} alt="" width={64} height={64} /> : <span />}
                  <div>
                    <strong>{profile?.name ?? a.slug}</strong>{' '}
                    <code className="c-tree__uid">{a.slug}</code>
                    <p className="c-hint">{profile?.bio}</p>
                  </div>
                  <button
                    type="button"
                    className="c-button-quiet c-button-small"
                    onClick={() => setEditing(editing === a.id ? null : a.id)}
                  >
                    {t.edit}
                  </button>
                </div>
                {editing === a.id ? (
                  <AuthorForm
                    t={t}
                    lang={lang}
                    locales={locales}
                    author={a}
                    onDone={() => setEditing(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="c-empty">{t.empty}</p>
      )}
      <h2>{t.addAuthor}</h2>
      <AuthorForm t={t} lang={lang} locales={locales} />
    </>
  );
}

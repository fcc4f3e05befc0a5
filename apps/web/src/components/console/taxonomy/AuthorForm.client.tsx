'use client';

import type { AuthorRecord } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState, useTransition } from 'react';
import { saveAuthorAction } from '@/lib/console/taxonomy-actions';
import type { TaxonomyTexts } from './texts';
import { FormFooter } from '../FormFooter';
import { PickFromLibrary } from '../media/PickFromLibrary.client';
import { useFormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';

type Props = {
  t: TaxonomyTexts;
  lang: 'ja' | 'en';
  locales: string[];
  author?: AuthorRecord;
  onDone?: () => void;
};

/** Add or edit one author: slug, avatar, and a name and bio per locale (one name at least). */
export function AuthorForm({ t, lang, locales, author, onDone }: Props) {
  const router = useRouter();
  const [slug, setSlug] = useState(author?.slug ?? '');
  const [avatar, setAvatar] = useState(author?.avatar ?? '');
  const [profiles, setProfiles] = useState(() =>
    Object.fromEntries(
      locales.map((l) => [
        l,
        { name: author?.profiles[l]?.name ?? '', bio: author?.profiles[l]?.bio ?? '' },
      ]),
    ),
  );
  const answer = useFormAnswer();
  const { markSaved } = useUnsavedGuard({ slug, avatar, profiles }, answer.formRef, lang);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { slug, avatar, profiles };
    const filled = Object.fromEntries(Object.entries(profiles).filter(([, p]) => p.name.trim()));
    start(async () => {
      const result = await saveAuthorAction(author?.id ?? null, {
        slug,
        avatar: avatar.trim() || null,
        profiles: filled,
      });
      answer.show(result, t.saved);
      if (!result.ok) return;
      markSaved(sent);
      router.refresh();
      onDone?.();
    });
  };
  return (
    <form className="c-card c-taxonomy-form" onSubmit={submit} ref={answer.formRef}>
      <div className="c-field-row">
        <div className="c-field">
          <label htmlFor={answer.field('slug').id}>{t.slug}</label>
          <input
            {...answer.field('slug')}
            className="c-input"
            required
            value={slug}
            onChange={(e) => setSlug(e.target.value.trim())}
          />
          {answer.error('slug')}
        </div>
        <div className="c-field">
          <label htmlFor={answer.field('avatar').id}>{t.avatar}</label>
          <input
            {...answer.field('avatar')}
            className="c-input"
            value={avatar}
            onChange={(e) => setAvatar(e.target.value)}
          />
          <PickFromLibrary lang={lang} label={t.pickAvatar} onPick={setAvatar} />
          {answer.error('avatar')}
        </div>
      </div>
      {locales.map((l) => (
        <div className="c-field-row" key={l}>
          <div className="c-field">
            <label
              htmlFor={answer.field(`profiles.${l}.name`).id}
            >{`${t.name} (${t.localeNames[l] ?? l})`}</label>
            <input
              {...answer.field(`profiles.${l}.name`)}
              className="c-input"
              required={l === locales[0]}
              value={profiles[l].name}
              onChange={(e) =>
                setProfiles({ ...profiles, [l]: { ...profiles[l], name: e.target.value } })
              }
            />
            {answer.error(`profiles.${l}.name`)}
          </div>
          <div className="c-field">
            <label
              htmlFor={answer.field(`profiles.${l}.bio`).id}
            >{`${t.bio} (${t.localeNames[l] ?? l})`}</label>
            <textarea
              {...answer.field(`profiles.${l}.bio`)}
              className="c-input"
              rows={2}
              value={profiles[l].bio}
              onChange={(e) =>
                setProfiles({ ...profiles, [l]: { ...profiles[l], bio: e.target.value } })
              }
            />
            {answer.error(`profiles.${l}.bio`)}
          </div>
        </div>
      ))}
      <FormFooter
        submitLabel={author ? t.save : t.add}
        cancelLabel={t.cancel}
        pending={pending}
        onCancel={onDone}
        message={answer.message}
      />
    </form>
  );
}

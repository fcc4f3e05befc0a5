'use client';

import type { AuthorRecord } from '@tsuzuri/content/editorial';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState, useTransition } from 'react';
import { saveAuthorAction } from '@/lib/console/taxonomy-actions';
import type { TaxonomyTexts } from './texts';
import { FormFooter, type FormMessage } from '../FormFooter';

type Props = { t: TaxonomyTexts; locales: string[]; author?: AuthorRecord; onDone?: () => void };

/** Add or edit one author: slug, avatar, and a name and bio per locale (one name at least). */
export function AuthorForm({ t, locales, author, onDone }: Props) {
  const id = useId();
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
  const [message, setMessage] = useState<FormMessage>(null);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const filled = Object.fromEntries(Object.entries(profiles).filter(([, p]) => p.name.trim()));
    start(async () => {
      const result = await saveAuthorAction(author?.id ?? null, {
        slug,
        avatar: avatar.trim() || null,
        profiles: filled,
      });
      if (!result.ok) return setMessage({ ok: false, text: result.message });
      setMessage({ ok: true, text: t.saved });
      router.refresh();
      onDone?.();
    });
  };
  return (
    <form className="c-card c-taxonomy-form" onSubmit={submit}>
      <div className="c-field-row">
        <div className="c-field">
          <label htmlFor={`${id}-slug`}>{t.slug}</label>
          <input
            id={`${id}-slug`}
            className="c-input"
            required
            value={slug}
            onChange={(e) => setSlug(e.target.value.trim())}
          />
        </div>
        <div className="c-field">
          <label htmlFor={`${id}-avatar`}>{t.avatar}</label>
          <input
            id={`${id}-avatar`}
            className="c-input"
            value={avatar}
            onChange={(e) => setAvatar(e.target.value)}
          />
        </div>
      </div>
      {locales.map((l) => (
        <div className="c-field-row" key={l}>
          <div className="c-field">
            <label htmlFor={`${id}-name-${l}`}>{`${t.name} (${t.localeNames[l] ?? l})`}</label>
            <input
              id={`${id}-name-${l}`}
              className="c-input"
              required={l === locales[0]}
              value={profiles[l].name}
              onChange={(e) =>
                setProfiles({ ...profiles, [l]: { ...profiles[l], name: e.target.value } })
              }
            />
          </div>
          <div className="c-field">
            <label htmlFor={`${id}-bio-${l}`}>{`${t.bio} (${t.localeNames[l] ?? l})`}</label>
            <textarea
              id={`${id}-bio-${l}`}
              className="c-input"
              rows={2}
              value={profiles[l].bio}
              onChange={(e) =>
                setProfiles({ ...profiles, [l]: { ...profiles[l], bio: e.target.value } })
              }
            />
          </div>
        </div>
      ))}
      <FormFooter
        submitLabel={author ? t.save : t.add}
        cancelLabel={t.cancel}
        pending={pending}
        onCancel={onDone}
        message={message}
      />
    </form>
  );
}

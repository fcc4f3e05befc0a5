'use client';

import type { Role } from '@tsuzuri/staff/permissions';
import { type FormEvent, useState, useTransition } from 'react';
import { addPersonAction, type PasswordLink } from '@/lib/console/user-actions';
import { FormFooter } from '../FormFooter';
import { useFormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';
import type { UserTexts } from './texts';

type Props = {
  t: UserTexts;
  lang: 'ja' | 'en';
  roles: Record<Role, string>;
  /** A person was added: their link to show. */
  onAdded: (link: PasswordLink) => void;
};

/** 人を追加: name, email and role; the new person's link is shown by the screen. */
export function AddPersonForm({ t, lang, roles, onAdded }: Props) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const answer = useFormAnswer();
  const { markSaved } = useUnsavedGuard({ name, email, role }, answer.formRef, lang);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    start(async () => {
      const result = await addPersonAction({ name, email, role });
      if (!result.ok) return answer.show(result, '');
      setName('');
      setEmail('');
      // Emptied for the next person: empty is what it holds as saved (the role stays chosen).
      markSaved({ name: '', email: '', role });
      onAdded(result.value);
    });
  };
  return (
    <form className="c-card c-users-add" onSubmit={submit} ref={answer.formRef}>
      <h2>{t.addTitle}</h2>
      <div className="c-field-row">
        <div className="c-field">
          <label htmlFor={answer.field('name').id}>{t.name}</label>
          <input
            {...answer.field('name')}
            required
            maxLength={80}
            autoComplete="off"
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          {answer.error('name')}
        </div>
        <div className="c-field">
          <label htmlFor={answer.field('email').id}>{t.email}</label>
          <input
            {...answer.field('email')}
            type="text"
            inputMode="email"
            required
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {answer.error('email')}
        </div>
        <div className="c-field">
          <label htmlFor={answer.field('role').id}>{t.role}</label>
          <select
            {...answer.field('role')}
            aria-describedby={`${answer.field('role').id}-help`}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {(Object.keys(roles) as Role[]).map((r) => (
              <option key={r} value={r}>
                {roles[r]}
              </option>
            ))}
          </select>
          <p id={`${answer.field('role').id}-help`} className="c-hint">
            {t.roleHelp[role]}
          </p>
          {answer.error('role')}
        </div>
      </div>
      <FormFooter submitLabel={t.add} pending={pending} message={answer.message} />
    </form>
  );
}

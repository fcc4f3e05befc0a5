'use client';

import type { SettingKey } from '@tsuzuri/content/settings';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useTransition } from 'react';
import { saveSettingAction } from '@/lib/console/settings-actions';
import type { SettingsTexts } from './texts';
import { FormFooter } from '../FormFooter';
import type { FormAnswer } from '../use-form-answer';

type Props = {
  t: SettingsTexts;
  title: string;
  help: string;
  settingKey: SettingKey;
  value: () => unknown;
  /** The setting's answer (useFormAnswer in the screen, which marks the fields with it). */
  answer: FormAnswer;
  children: ReactNode;
};

/** One setting's card: its fields, a save button, and the server's answer. */
export function SettingForm({ t, title, help, settingKey, value, answer, children }: Props) {
  const [pending, start] = useTransition();
  const router = useRouter();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    start(async () => {
      const result = await saveSettingAction(settingKey, value());
      answer.show(result, t.saved);
      // Drops Next's client copy of the console's screens, as every other console form does:
      // Back to this screen would otherwise show the values it was opened with, and saving
      // another entry from them would put the old ones back.
      if (result.ok) router.refresh();
    });
  };
  return (
    <form
      className="c-card c-setting"
      onSubmit={submit}
      aria-labelledby={`setting-${settingKey}`}
      ref={answer.formRef}
    >
      <h2 id={`setting-${settingKey}`}>{title}</h2>
      <p className="c-hint">{help}</p>
      {children}
      <FormFooter submitLabel={t.save} pending={pending} message={answer.message} />
    </form>
  );
}

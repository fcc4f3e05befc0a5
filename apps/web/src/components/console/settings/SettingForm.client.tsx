'use client';

import type { SettingKey } from '@tsuzuri/content/settings';
import { type FormEvent, type ReactNode, useState, useTransition } from 'react';
import { saveSettingAction } from '@/lib/console/settings-actions';
import type { SettingsTexts } from './texts';
import { FormFooter, type FormMessage } from '../FormFooter';

type Props = {
  t: SettingsTexts;
  title: string;
  help: string;
  settingKey: SettingKey;
  value: () => unknown;
  children: ReactNode;
};

/** One setting's card: its fields, a save button, and the server's answer. */
export function SettingForm({ t, title, help, settingKey, value, children }: Props) {
  const [message, setMessage] = useState<FormMessage>(null);
  const [pending, start] = useTransition();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start(async () => {
      const result = await saveSettingAction(settingKey, value());
      setMessage(result.ok ? { ok: true, text: t.saved } : { ok: false, text: result.message });
    });
  };
  return (
    <form className="c-card c-setting" onSubmit={submit} aria-labelledby={`setting-${settingKey}`}>
      <h2 id={`setting-${settingKey}`}>{title}</h2>
      <p className="c-hint">{help}</p>
      {children}
      <FormFooter submitLabel={t.save} pending={pending} message={message} />
    </form>
  );
}

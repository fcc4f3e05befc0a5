'use client';

import type { SettingKey, SettingVersion } from '@tsuzuri/content/settings';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useState, useTransition } from 'react';
import { saveSettingAction } from '@/lib/console/settings-actions';
import type { SettingsTexts } from './texts';
import { FormFooter } from '../FormFooter';
import type { FormAnswer } from '../use-form-answer';
import { useUnsavedGuard } from '../use-unsaved-guard';

type Props = {
  t: SettingsTexts;
  lang: 'ja' | 'en';
  title: string;
  help: string;
  settingKey: SettingKey;
  /** The setting as the card shows it now. */
  value: unknown;
  /** The version the screen loaded the setting at: a save based on an older one is refused. */
  version: SettingVersion;
  /** The setting's answer (useFormAnswer in the screen, which marks the fields with it). */
  answer: FormAnswer;
  children: ReactNode;
};

/**
 * One setting's card: its fields, a save button, and the server's answer. The card remembers the
 * version its last save answered (not the screen's refreshed one: that could be someone else's
 * save, which this card has not seen) and whether it holds unsaved work.
 */
export function SettingForm(props: Props) {
  const { t, title, help, settingKey, value, answer, children } = props;
  const [pending, start] = useTransition();
  const router = useRouter();
  const [version, setVersion] = useState(props.version);
  const { markSaved } = useUnsavedGuard(value, answer.formRef, props.lang);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.clear();
    const sent = value;
    start(async () => {
      const result = await saveSettingAction(settingKey, sent, version);
      answer.show(result, t.saved);
      if (!result.ok) return;
      setVersion(result.value.version);
      markSaved(sent);
      // Drops Next's client copy of the console's screens, as every other console form does:
      // Back to this screen would otherwise show the values it was opened with, and saving
      // another entry from them would put the old ones back.
      router.refresh();
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

import type { Locale } from '@tsuzuri/config';
import en from '@messages/en.json';
import ja from '@messages/ja.json';
import type { OutgoingMail } from '../contact/mailer';
import { fill } from '../forms/contact-texts';

const bundles = { ja: ja.subscription, en: en.subscription } satisfies Record<Locale, unknown>;

/**
 * The double opt-in mail, in the visitor's language. It carries the confirmation link and the
 * unsubscribe link (also as List-Unsubscribe, for mail programs), and nothing the visitor typed
 * but the address it goes to. Auto-Submitted keeps robots from answering it (RFC 3834).
 */
export function confirmationMail(m: {
  to: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
  validHours: number;
}): OutgoingMail {
  const t = bundles[m.locale].mail;
  return {
    to: m.to,
    subject: t.subject,
    text: `${fill(t.body, { hours: m.validHours, confirmUrl: m.confirmUrl, unsubscribeUrl: m.unsubscribeUrl })}\n`,
    headers: { 'Auto-Submitted': 'auto-generated', 'List-Unsubscribe': `<${m.unsubscribeUrl}>` },
  };
}

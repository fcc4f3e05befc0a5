import type { Locale } from '@tsuzuri/config';
import type { ContactReason } from '../forms/contact-fields';
import { contactTexts, fill, reasonLabel } from '../forms/contact-texts';
import type { OutgoingMail } from './mailer';

/** The stored message, as far as the mails need it. */
export type MailableMessage = {
  id: number;
  reason: ContactReason;
  name: string;
  email: string;
  subject: string;
  body: string;
  locale: Locale;
  createdAt: string;
};

/**
 * To the editors, in the site's language: everything the visitor wrote, with reply-to set to
 * the visitor so "Reply" just works.
 */
export function editorMail(
  m: MailableMessage,
  contactEmail: string,
  editorLocale: Locale,
): OutgoingMail {
  const t = contactTexts(editorLocale);
  const reason = reasonLabel(m.reason, editorLocale);
  const fields = t.fields;
  return {
    to: contactEmail,
    replyTo: { name: m.name, address: m.email },
    subject: fill(t.mail.editorSubject, { id: m.id, reason, subject: m.subject }),
    text: [
      t.mail.editorIntro,
      '',
      `#${m.id}  ${m.createdAt}  (${m.locale})`,
      `${fields.reason}: ${reason}`,
      `${fields.name}: ${m.name}`,
      `${fields.email}: ${m.email}`,
      `${fields.subject}: ${m.subject}`,
      '',
      `${fields.message}:`,
      m.body,
      '',
    ].join('\n'),
  };
}

/**
 * To the visitor, in their language. It repeats nothing they typed: anyone can enter someone
 * else's address, and an auto-reply that echoed the text would let the form send their spam.
 * Auto-Submitted keeps out-of-office robots from answering it (RFC 3834).
 */
export function autoReplyMail(m: MailableMessage, contactEmail: string): OutgoingMail {
  const t = contactTexts(m.locale);
  return {
    to: m.email,
    replyTo: contactEmail,
    subject: fill(t.mail.autoReplySubject, { id: m.id }),
    text: `${fill(t.mail.autoReplyBody, { id: m.id })}\n`,
    headers: { 'Auto-Submitted': 'auto-replied' },
  };
}

import type { Locale } from '@tsuzuri/config';
import en from '@messages/en.json';
import enContact from '@messages/en.contact.json';
import ja from '@messages/ja.json';
import jaContact from '@messages/ja.contact.json';
import type { ContactErrorKey, ContactReason } from './contact-fields';

/**
 * The contact texts outside a rendered page (the JSON API's messages, the mails), read from the
 * same bundles the page uses, so a text is translated in one place.
 */
const bundles = {
  ja: { form: jaContact.contactForm, reasons: ja.contact.reasons },
  en: { form: enContact.contactForm, reasons: en.contact.reasons },
} satisfies Record<Locale, unknown>;

export type ContactFormTexts = typeof jaContact.contactForm;
/** Every message a visitor can get back: the schema's keys and the submission's outcomes. */
export type ContactMessageKey = ContactErrorKey | 'network' | 'rateLimited';

export function contactTexts(locale: Locale): ContactFormTexts {
  return bundles[locale].form;
}

export function contactErrorText(key: ContactMessageKey, locale: Locale): string {
  return bundles[locale].form.errors[key];
}

export function reasonLabel(reason: ContactReason, locale: Locale): string {
  return bundles[locale].reasons[reason];
}

/** Fills `{name}` placeholders (the bundles' ICU style, without plurals). */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

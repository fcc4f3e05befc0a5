'use server';

import { headers } from 'next/headers';
import { contactFormState, type ContactFormState } from '@/lib/forms/contact-form-state';
import { contactInputFrom, contactValuesFrom } from '@/lib/forms/contact-fields';
import { contactSubmitDeps, contactVisitor } from '@/lib/contact/runtime';
import { submitContact } from '@/lib/contact/submit';

/**
 * The contact form's server action, with or without JavaScript: the shared submission (schema,
 * honeypot, rate limit, commit, then mail). A refusal returns what the visitor typed.
 */
export async function submitContactAction(
  _prev: ContactFormState,
  form: FormData,
): Promise<ContactFormState> {
  const input = contactInputFrom(form);
  const values = contactValuesFrom(input);
  try {
    const [deps, requestHeaders] = await Promise.all([contactSubmitDeps(), headers()]);
    const outcome = await submitContact(
      input,
      contactVisitor(requestHeaders, form.get('locale')),
      deps,
    );
    return contactFormState(outcome, values);
  } catch (error) {
    console.error('contact form submission failed', error);
    return { status: 'failed', values };
  }
}

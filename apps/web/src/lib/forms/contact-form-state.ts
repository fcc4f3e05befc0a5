import type { ContactOutcome } from '../contact/submit';
import type { ContactFieldErrors, ContactValues } from './contact-fields';

/**
 * What the contact form shows, as the server action returns it (and, for `network`, as the
 * browser sets it when the action could not be reached). Every refusal carries back what the
 * visitor typed, so a page rendered without JavaScript refills the form.
 */
export type ContactFormState =
  | { status: 'idle' }
  | { status: 'sent' }
  | { status: 'invalid'; errors: ContactFieldErrors; values: ContactValues }
  | { status: 'rateLimited' | 'failed' | 'network'; values: ContactValues };

export function contactFormState(outcome: ContactOutcome, values: ContactValues): ContactFormState {
  switch (outcome.status) {
    case 'sent':
      return { status: 'sent' };
    case 'invalid':
      return { status: 'invalid', errors: outcome.errors, values };
    default:
      return { status: outcome.status, values };
  }
}

import { type LinkState, PASSWORD_MAX, PASSWORD_MIN } from '@tsuzuri/staff';
import Link from 'next/link';
import { ActionForm, type FormField, type FormState } from '@/components/console/ActionForm.client';
import { linkProblem, type PasswordTexts } from './password-rules';

/**
 * What a one-time link opens (the owner's setup, a first password, a reset): its form with the
 * token kept hidden and a new password asked twice after the page's own fields; or, for a
 * link that is unknown, used or expired, why, and the way to the sign-in page.
 */
export function OneTimeLinkForm({
  link,
  token,
  action,
  submit,
  fields = [],
  p,
}: {
  link: LinkState;
  token: string;
  action: (state: FormState, form: FormData) => Promise<FormState>;
  submit: string;
  fields?: FormField[];
  p: PasswordTexts;
}) {
  if (!link.ok)
    return (
      <>
        <p className="c-alert c-alert-error" role="alert">
          {linkProblem(p, link.reason)}
        </p>
        <Link href="/admin/login">{p.toLogin}</Link>
      </>
    );
  const password = { type: 'password', autoComplete: 'new-password' } as const;
  const bounds = { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX };
  return (
    <ActionForm
      action={action}
      hidden={{ token }}
      submit={submit}
      fields={[
        ...fields,
        { name: 'password', label: p.password, hint: p.rule, ...password, ...bounds },
        { name: 'confirm', label: p.confirm, ...password, ...bounds },
      ]}
    />
  );
}

'use client';

import { SubmitButton, type SubmitButtonProps } from './SubmitButton.client';

type Props = Omit<SubmitButtonProps, 'onClick'> & {
  /** What will happen, asked as a question; null when this submit needs no confirmation. */
  question: string | null;
};

/**
 * The submit button of a form that deletes, disables or sends something that cannot be taken
 * back. It asks the way every console deletion does (the browser's confirm box, as media and
 * redirects do): cancelled, the form is not sent. Enter in a field clicks it too, so it asks then.
 * A form whose fields the browser refuses (an empty required title) is not asked about: the
 * browser says what is missing first, and the question comes once there is something to send.
 * While the form is being sent the button is disabled (SubmitButton), so a double click neither
 * asks twice nor sends twice.
 */
export function ConfirmButton({ question, ...button }: Props) {
  return (
    <SubmitButton
      {...button}
      onClick={(event) => {
        const form = event.currentTarget.form;
        if (form && !form.noValidate && !form.checkValidity()) return;
        if (question && !window.confirm(question)) event.preventDefault();
      }}
    />
  );
}

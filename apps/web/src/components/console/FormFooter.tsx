/** A console form's outcome, said under its buttons. */
export type FormMessage = { ok: boolean; text: string } | null;

/**
 * The end of a console form: the submit button, a cancel button when the form can be closed,
 * and what the last submit did (a status, or an alert for a refusal, so screen readers say it).
 */
export function FormFooter({
  submitLabel,
  cancelLabel,
  pending,
  onCancel,
  message,
}: {
  submitLabel: string;
  cancelLabel?: string;
  pending: boolean;
  onCancel?: () => void;
  message: FormMessage;
}) {
  return (
    <>
      <button type="submit" className="c-button" disabled={pending}>
        {submitLabel}
      </button>{' '}
      {onCancel ? (
        <button type="button" className="c-button-quiet" onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : null}
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'c-alert c-alert-ok' : 'c-alert c-alert-error'}
        >
          {message.text}
        </p>
      ) : null}
    </>
  );
}

'use client';

import { usePostbackActionState } from './use-postback-action-state';
import type { TokenActionState } from './subscription-actions';

type Labels = { button: string; done: string; invalid: string; failed: string };

/**
 * One button that spends a token from a mail (confirm, unsubscribe). A button, not the link
 * itself: mail scanners open links, and must not subscribe or unsubscribe anyone by doing so.
 * Works without JavaScript (a server action).
 */
export function TokenActionForm({
  action,
  token,
  labels,
}: {
  action: (prev: TokenActionState, form: FormData) => Promise<TokenActionState>;
  token: string;
  labels: Labels;
}) {
  const [state, formAction, pending] = usePostbackActionState<TokenActionState, FormData>(
    action,
    { status: 'idle' },
    // A retry without JavaScript keeps the mail's token.
    `?token=${encodeURIComponent(token)}`,
  );
  if (state.status === 'done')
    return (
      <p role="status" data-testid="token-action-status" className="text-lg font-bold">
        {labels.done}
      </p>
    );
  return (
    <form action={formAction} className="flex flex-col items-start gap-4">
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="btn-brand px-6 py-3 disabled:opacity-60">
        {labels.button}
      </button>
      <p role="status" data-testid="token-action-status" className="min-h-6 text-red-700">
        {state.status === 'invalid' && labels.invalid}
        {state.status === 'failed' && labels.failed}
      </p>
    </form>
  );
}

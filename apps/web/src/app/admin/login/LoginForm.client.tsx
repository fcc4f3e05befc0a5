'use client';

import { useActionState } from 'react';
import { type LoginState, signIn } from './actions';

export type LoginFormTexts = { email: string; password: string; submit: string };

/** The sign-in form; its error (wrong password, wait) is announced to screen readers. */
export function LoginForm({ texts, next }: { texts: LoginFormTexts; next?: string }) {
  const [state, action, pending] = useActionState<LoginState, FormData>(signIn, {});
  return (
    <form action={action} noValidate={false}>
      {state.error ? (
        <p className="c-alert c-alert-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <div className="c-field">
        <label htmlFor="login-email">{texts.email}</label>
        <input
          id="login-email"
          name="email"
          // Text, not "email": the browser would refuse an address typed with a Japanese keyboard
          // (a full-width ＠), which the server reads as its plain form.
          type="text"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          autoComplete="username"
          required
          maxLength={254}
          defaultValue={state.email}
        />
      </div>
      <div className="c-field">
        <label htmlFor="login-password">{texts.password}</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={256}
        />
      </div>
      <button type="submit" className="c-button c-button-block" disabled={pending}>
        {texts.submit}
      </button>
    </form>
  );
}

import type { ReactNode } from 'react';

/** The outcome of the last write, announced to screen readers (role=status / alert). */
export function Notice({ tone, children }: { tone: 'ok' | 'error'; children: ReactNode }) {
  return (
    <p
      className={`c-alert ${tone === 'ok' ? 'c-alert-ok' : 'c-alert-error'}`}
      role={tone === 'ok' ? 'status' : 'alert'}
      data-testid="notice"
    >
      {children}
    </p>
  );
}

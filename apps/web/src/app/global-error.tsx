'use client';

import { ERROR_TEXTS } from '@/lib/error-messages';

/** Last resort, when even the error page failed: plain text and a way home, no app chrome. */
export default function GlobalError() {
  return (
    <html lang="ja">
      <body style={{ fontFamily: 'sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <p>{ERROR_TEXTS.ja.fallback}</p>
        <p lang="en">{ERROR_TEXTS.en.fallback}</p>
        <p>
          <a href="/">{ERROR_TEXTS.ja.home} / Go home</a>
        </p>
      </body>
    </html>
  );
}

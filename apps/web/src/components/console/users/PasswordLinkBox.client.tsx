'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { PasswordLink } from '@/lib/console/user-actions';
import { formatTokyo } from '@/lib/console/tokyo-time';
import type { UserTexts } from './texts';

type Props = {
  t: UserTexts;
  lang: 'ja' | 'en';
  link: PasswordLink;
  /** What happened, already in words: 「…を追加しました。」 or 「…のリンクを作りました。」 */
  heading: string;
  /** A reset: the current password works until the link is used. */
  reset: boolean;
};

/**
 * A one-time password link, shown once: for whom (name and address), what to do with it, until
 * when it works, the link itself (selected on focus) and a copy button. It takes the focus when
 * it appears (the screen keys it by the link, so each new link is a new box), so a keyboard or
 * screen-reader user is told at once. The screen keeps every link made in its visit, so each
 * names its person.
 */
export function PasswordLinkBox({ t, lang, link, heading, reset }: Props) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => box.current?.focus(), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // No clipboard permission (plain http on another host): the old way, and the link selected
      // for Ctrl+C if that fails too.
      field.current?.select();
      setCopied(document.execCommand('copy'));
    }
  };
  return (
    <div ref={box} tabIndex={-1} role="status" className="c-alert c-alert-ok c-users-link">
      <p>
        <strong>{heading}</strong> <span className="c-users-link__email">{link.email}</span>
      </p>
      <p>
        {t.linkHowTo.replace('{until}', formatTokyo(link.expiresAt, lang))}
        {reset ? ` ${t.resetNote}` : ''}
      </p>
      <div className="c-users-link__row">
        <label className="c-sr-only" htmlFor={id}>
          {`${t.link}: ${link.name}`}
        </label>
        <input
          id={id}
          ref={field}
          className="c-input"
          readOnly
          value={link.url}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="c-button" onClick={copy}>
          {copied ? t.copied : t.copy}
        </button>
      </div>
    </div>
  );
}

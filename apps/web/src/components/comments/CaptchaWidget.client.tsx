'use client';

import { useEffect, useRef } from 'react';

type CaptchaApi = {
  render(el: HTMLElement, opts: { sitekey: string }): string | number;
  reset(id?: string | number): void;
};
type CaptchaWindow = Window & {
  grecaptcha?: CaptchaApi & { ready?(cb: () => void): void };
  turnstile?: CaptchaApi;
};

// Turnstile site keys start with "0x"; anything else is taken for a reCAPTCHA v2 key.
const isTurnstile = (siteKey: string) => siteKey.startsWith('0x');
const scriptUrl = (siteKey: string) =>
  isTurnstile(siteKey)
    ? 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
    : 'https://www.google.com/recaptcha/api.js?render=explicit';

/**
 * The captcha box, only when the site has a key (config captchaSiteKey). The provider's script
 * adds its answer field (g-recaptcha-response / cf-turnstile-response) to the surrounding form.
 * `resetSignal` changes after every answer from the server: a token is good for one try.
 */
export function CaptchaWidget({ siteKey, resetSignal }: { siteKey: string; resetSignal: unknown }) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);

  useEffect(() => {
    if (!siteKey || !box.current) return;
    const src = scriptUrl(siteKey);
    if (!document.querySelector(`script[src="${src}"]`)) {
      const script = Object.assign(document.createElement('script'), {
        src,
        async: true,
        defer: true,
      });
      document.head.appendChild(script);
    }
    const timer = window.setInterval(() => {
      const w = window as CaptchaWindow;
      const api = isTurnstile(siteKey) ? w.turnstile : w.grecaptcha;
      if (!api?.render || !box.current || widget.current) return;
      try {
        widget.current = { api, id: api.render(box.current, { sitekey: siteKey }) };
        window.clearInterval(timer);
      } catch {
        // The script is still starting up: try again on the next tick.
      }
    }, 200);
    return () => window.clearInterval(timer);
  }, [siteKey]);

  useEffect(() => {
    if (resetSignal && widget.current) widget.current.api.reset(widget.current.id);
  }, [resetSignal]);

  if (!siteKey) return null;
  return <div ref={box} className="min-h-[78px]" data-testid="captcha" />;
}

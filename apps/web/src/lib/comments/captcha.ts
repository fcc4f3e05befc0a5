/** 'passed' / 'failed' are the provider's verdict; 'unavailable' means we could not ask it. */
export type CaptchaVerdict = 'passed' | 'failed' | 'unavailable';

export type CaptchaConfig = { secret?: string; verifyUrl: string; timeoutMs?: number };

/**
 * Asks the captcha provider (reCAPTCHA and Turnstile share this protocol: a form POST of
 * secret + response, an answer with `success`) whether the visitor's token is genuine.
 * A provider that is down, slow or answers nonsense is 'unavailable' — the caller holds the
 * comment for review instead of turning a visitor away for someone else's outage.
 */
export async function verifyCaptcha(
  config: CaptchaConfig & { secret: string },
  token: string,
  ip?: string,
): Promise<CaptchaVerdict> {
  const form = new URLSearchParams({ secret: config.secret, response: token });
  if (ip && ip !== 'unknown') form.set('remoteip', ip);
  try {
    const res = await fetch(config.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(config.timeoutMs ?? 5000),
    });
    if (!res.ok) return 'unavailable';
    const answer = (await res.json()) as { success?: unknown };
    if (typeof answer?.success !== 'boolean') return 'unavailable';
    return answer.success ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
}

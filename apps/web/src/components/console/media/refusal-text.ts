/**
 * What a refused upload says, in the console's language: the media API answers its own refusals
 * as JSON `{ error: { ja, en } }` (too large, not an image…), the console's guard in one plain
 * sentence (signed out, no permission: lib/console/route-refusal.ts). Null when it says neither,
 * and the form falls back to naming the status.
 */
export async function refusalText(response: Response, lang: 'ja' | 'en'): Promise<string | null> {
  const type = response.headers.get('content-type') ?? '';
  const body = await response.text().catch(() => '');
  if (type.startsWith('text/plain')) return body.trim().slice(0, 300) || null;
  try {
    const said = (JSON.parse(body) as { error?: Record<string, unknown> }).error?.[lang];
    return typeof said === 'string' && said ? said : null;
  } catch {
    return null;
  }
}

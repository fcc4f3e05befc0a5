/**
 * A posted body read in the charset its Content-Type declares. `Request.text()` and
 * `formData()` read every body as UTF-8, so a form sent as Shift_JIS (an old phone, a script in
 * a Japanese Windows console, a legacy mail tool's web form) was stored as mojibake. The
 * decoder knows the Japanese labels (`shift_jis`, `windows-31j`, `euc-jp`, `iso-2022-jp`); a
 * charset it does not know is refused (null) rather than guessed.
 */

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/** The decoder for a Content-Type's declared charset (UTF-8 when none), or null when unknown. */
export function decoderFor(contentType: string | null): TextDecoder | null {
  const label = CHARSET.exec(contentType ?? '')?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

const isUtf8 = (decoder: TextDecoder) => decoder.encoding === 'utf-8';

/** The body as text in its declared charset; null for a charset no decoder knows. */
export async function readBodyText(request: Request): Promise<string | null> {
  const decoder = decoderFor(request.headers.get('content-type'));
  if (!decoder) return null;
  return isUtf8(decoder) ? request.text() : decoder.decode(await request.arrayBuffer());
}

/** `%XX` and `+` of one url-encoded name or value, as the bytes they stand for. */
function formBytes(component: string): Buffer {
  const latin1 = component
    .replace(/\+/g, ' ')
    .replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(latin1, 'latin1');
}

/**
 * A posted form in its declared charset; null for a charset no decoder knows, and for a
 * multipart form in any charset but UTF-8 (browsers always send those as UTF-8; its parts would
 * be read wrongly).
 */
export async function readBodyForm(request: Request): Promise<FormData | null> {
  const contentType = request.headers.get('content-type');
  const decoder = decoderFor(contentType);
  if (!decoder) return null;
  if (isUtf8(decoder)) return request.formData();
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) return null;
  const form = new FormData();
  const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const [name, value] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    form.append(decoder.decode(formBytes(name)), decoder.decode(formBytes(value)));
  }
  return form;
}

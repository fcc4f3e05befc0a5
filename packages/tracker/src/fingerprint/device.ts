import { hashString } from '../hash';

/**
 * How far a visitor id can be trusted by platform (0.4–0.7): phones and Macs come in few,
 * identical configurations, so their components collide more often than a Windows or Linux PC's.
 */
export function confidenceFor(userAgent: string): number {
  if (/Android|iPhone|iPad|iPod/.test(userAgent)) return 0.4;
  if (/Macintosh|Mac OS X/.test(userAgent)) return 0.5;
  if (/Linux|CrOS/.test(userAgent)) return 0.6;
  return 0.7;
}

/** The cheap, synchronous components: screen, time zone, languages, platform, hardware. */
export function deviceComponents(win: Window): Record<string, unknown> {
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  const screen = win.screen;
  return {
    screen: [screen.width, screen.height, screen.colorDepth, win.devicePixelRatio],
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    timezoneOffset: new Date().getTimezoneOffset(),
    languages: [...(nav.languages ?? [nav.language])],
    platform: nav.platform,
    cores: nav.hardwareConcurrency,
    memory: nav.deviceMemory,
    touchPoints: nav.maxTouchPoints,
    cookies: nav.cookieEnabled,
  };
}

/** A hash of a drawing: anti-aliasing, fonts and GPU make it differ between devices. */
export function canvasComponent(doc: Document): string {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.font = '14px "Times New Roman"';
    context.fillText('Tsuzuri 綴り, 😃', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.font = '18px Arial';
    context.fillText('Tsuzuri 綴り, 😃', 4, 45);
    return hashString(canvas.toDataURL());
  } catch {
    return '';
  }
}

const BASE_FONTS = ['monospace', 'sans-serif', 'serif'];
const PROBED_FONTS = [
  'Arial',
  'Calibri',
  'Courier New',
  'Georgia',
  'Helvetica',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Verdana',
  'Roboto',
  'Ubuntu',
  'DejaVu Sans',
  'Meiryo',
  'MS Gothic',
  'MS PGothic',
  'Yu Gothic',
  'Hiragino Sans',
  'Hiragino Kaku Gothic ProN',
  'Noto Sans CJK JP',
  'Noto Sans JP',
];
/** The probe is 4000 px wide (docs/product.md#limits-and-constants) so the 72 px test strings never wrap. */
export const FONT_PROBE_WIDTH = 4000;

/** Installed fonts: a font is present when text set in it measures differently from a base family. */
export function fontsComponent(doc: Document): string[] {
  const probe = doc.createElement('div');
  probe.setAttribute('aria-hidden', 'true');
  probe.style.cssText = `position:absolute;left:-9999px;top:0;width:${FONT_PROBE_WIDTH}px;visibility:hidden`;
  const span = (family: string) => {
    const el = doc.createElement('span');
    el.style.cssText = `font-family:${family};font-size:72px;white-space:nowrap;position:absolute`;
    el.textContent = 'mmMwWLliI0fiflO&1綴';
    probe.appendChild(el);
    return el;
  };
  const bases = BASE_FONTS.map(span);
  const probes = PROBED_FONTS.map((font) => BASE_FONTS.map((base) => span(`'${font}',${base}`)));
  doc.body.appendChild(probe);
  try {
    return PROBED_FONTS.filter((_, i) =>
      probes[i].some(
        (el, b) =>
          el.offsetWidth !== bases[b].offsetWidth || el.offsetHeight !== bases[b].offsetHeight,
      ),
    );
  } finally {
    probe.remove();
  }
}

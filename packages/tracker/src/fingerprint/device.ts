import type { Step } from '../idle';
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

/** The cheap, synchronous components: screen, languages, platform, hardware (the time zone: ./timezone.ts). */
export function deviceComponents(win: Window): Record<string, unknown> {
  const nav = win.navigator as Navigator & { deviceMemory?: number };
  const screen = win.screen;
  return {
    screen: [screen.width, screen.height, screen.colorDepth, win.devicePixelRatio],
    timezoneOffset: new Date().getTimezoneOffset(),
    languages: [...(nav.languages ?? [nav.language])],
    platform: nav.platform,
    cores: nav.hardwareConcurrency,
    memory: nav.deviceMemory,
    touchPoints: nav.maxTouchPoints,
    cookies: nav.cookieEnabled,
  };
}

/**
 * A hash of a drawing: anti-aliasing, fonts and GPU make it differ between devices. Drawn in two
 * idle steps (`step` runs each in its own task): each line of text waits on font fallback for its
 * Japanese and emoji characters, ~50 ms at Lighthouse's 4× slowdown.
 */
export async function canvasComponent(doc: Document, step: Step): Promise<string> {
  try {
    const canvas = doc.createElement('canvas');
    canvas.width = 240;
    canvas.height = 60;
    const context = canvas.getContext('2d');
    if (!context) return '';
    await step(() => {
      context.textBaseline = 'alphabetic';
      context.fillStyle = '#f60';
      context.fillRect(100, 1, 62, 20);
      context.fillStyle = '#069';
      context.font = '14px "Times New Roman"';
      context.fillText('Tsuzuri 綴り, 😃', 2, 15);
    });
    return await step(() => {
      context.fillStyle = 'rgba(102, 204, 0, 0.7)';
      context.font = '18px Arial';
      context.fillText('Tsuzuri 綴り, 😃', 4, 45);
      return hashString(canvas.toDataURL());
    });
  } catch {
    return '';
  }
}

import { hashString } from '../hash';
import { idleStep, type Step } from '../idle';
import { detectAdBlock } from './adblock';
import { audioFingerprint } from './audio';
import { canvasComponent, confidenceFor, deviceComponents } from './device';
import { FONTS_PER_STEP, installedFonts, PROBED_FONTS } from './fonts';
import { timeZone } from './timezone';

export type Fingerprint = {
  visitorId: string;
  confidence: number;
  components: Record<string, unknown>;
};

/**
 * The visitor fingerprint (docs/product.md#fingerprint), written here rather than taken from a
 * library to keep the bundle small: a hash of the device's components, with a confidence by
 * platform. Each part runs in its own idle task (the fonts a few at a time, the time zone in a
 * worker), so the fingerprint never holds the main thread for long; the audio part is
 * asynchronous (up to ~5 s).
 */
export async function collectFingerprint(win: Window): Promise<Fingerprint> {
  const doc = win.document;
  const step: Step = (work) => idleStep(win, work);
  const components: Record<string, unknown> = await step(() => deviceComponents(win));
  components.timezone = await timeZone(win);
  components.canvas = await canvasComponent(doc, step);
  const fonts: string[] = [];
  for (let i = 0; i < PROBED_FONTS.length; i += FONTS_PER_STEP) {
    const some = PROBED_FONTS.slice(i, i + FONTS_PER_STEP);
    fonts.push(...(await step(() => installedFonts(doc, some))));
  }
  components.fonts = fonts;
  components.adBlock = await step(() => detectAdBlock(doc));
  components.audio = await step(() => audioFingerprint(win));
  const stable = JSON.stringify(
    Object.keys(components)
      .sort()
      .map((key) => [key, components[key]]),
  );
  return {
    visitorId: hashString(stable),
    confidence: confidenceFor(win.navigator.userAgent),
    components,
  };
}

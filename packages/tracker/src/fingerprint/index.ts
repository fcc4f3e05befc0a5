import { hashString } from '../hash';
import { detectAdBlock } from './adblock';
import { audioFingerprint } from './audio';
import { canvasComponent, confidenceFor, deviceComponents, fontsComponent } from './device';

export type Fingerprint = {
  visitorId: string;
  confidence: number;
  components: Record<string, unknown>;
};

/**
 * The visitor fingerprint (docs/product.md#fingerprint), written here rather than taken from a library to keep the
 * bundle small: a hash of the device's components, with a confidence by platform. The audio
 * part is asynchronous (up to ~5 s); the rest runs in one go, in idle time.
 */
export async function collectFingerprint(win: Window): Promise<Fingerprint> {
  const doc = win.document;
  const components: Record<string, unknown> = {
    ...deviceComponents(win),
    canvas: canvasComponent(doc),
    fonts: fontsComponent(doc),
    adBlock: detectAdBlock(doc),
    audio: await audioFingerprint(win),
  };
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

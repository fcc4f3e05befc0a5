import { ENTRIES } from './entries';
import type { Transmission, TransmissionSettings } from './types';

/**
 * Every place our pages send a reader's data (docs/product.md, "External transmissions"): what
 * is sent, to whom, why and when. One list for two readers: the Content-Security-Policy lets a
 * browser reach exactly these origins (front/security-headers.ts), and the 外部送信ポリシー page
 * (`/external-transmission`) discloses exactly these entries, as Japan's Telecommunications
 * Business Act asks (外部送信規律). A destination added anywhere else is blocked by the policy and
 * fails tests/e2e/external-transmissions.spec.ts. Pure: no I/O.
 */

/** The transmissions this deployment makes, in the order the page lists them. */
export function activeTransmissions(site: TransmissionSettings): Transmission[] {
  return ENTRIES.map((entry) => entry(site)).filter((t): t is Transmission => t !== null);
}

/** Every origin of one kind that the active transmissions reach. */
export function transmissionOrigins(
  site: TransmissionSettings,
  kind: keyof Transmission['origins'],
): string[] {
  return [...new Set(activeTransmissions(site).flatMap((t) => t.origins[kind] ?? []))];
}

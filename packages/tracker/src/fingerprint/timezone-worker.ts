// A dedicated worker's whole script (built to apps/web/public/tracker/timezone.js): it loads
// Intl's data on its own thread and answers with the time zone name (see ./timezone.ts).
import { timeZoneHere } from './timezone';

(globalThis as unknown as { postMessage(zone: string): void }).postMessage(timeZoneHere());

import { cleanPayload } from './clean';
import { legacyForm, uploadBody } from './encode';
import { MAX_REPORT_BYTES, type ReportReply, type TrackingPayload } from './protocol';

export type Transport = { send(payload: TrackingPayload): void };

type TransportOptions = {
  endpoint: string;
  legacy: boolean;
  win: Window;
  /** The visitor GUID, the first half of every upload id. */
  visitorId: () => string;
  /** Called with the reply's data when (and only when) a reply was read and its cscode is 0. */
  onReply: (data: ReportReply['data']) => void;
};

const ignore = () => {};

/**
 * Sends one event: cleaned, wrapped, by `navigator.sendBeacon` (survives the page closing, costs
 * the page nothing), else by a keepalive `fetch` whose reply is then read. Every failure is
 * swallowed: analytics never breaks a page.
 */
export function createTransport({
  endpoint,
  legacy,
  win,
  visitorId,
  onReply,
}: TransportOptions): Transport {
  const beacon = (body: Blob | URLSearchParams) => {
    try {
      return win.navigator.sendBeacon?.(endpoint, body) === true;
    } catch {
      return false;
    }
  };
  const post = (body: string, contentType: string) => {
    try {
      win
        .fetch(endpoint, {
          method: 'POST',
          keepalive: true,
          headers: { 'content-type': contentType },
          body,
        })
        .then((response) => response.json())
        .then((reply: ReportReply & ReportReply['data']) => {
          // The older endpoint answers its fields beside cscode, the current one under data.
          if (reply?.cscode === 0) onReply(reply.data ?? reply);
        })
        .catch(ignore);
    } catch {
      // fetch itself missing or refusing the request: nothing to do.
    }
  };

  return {
    send(payload) {
      const cleaned = (cleanPayload(payload) ?? {}) as Record<string, unknown>;
      if (legacy) {
        const form = legacyForm(cleaned);
        if (!beacon(form)) post(form.toString(), 'application/x-www-form-urlencoded');
        return;
      }
      const json = JSON.stringify(cleaned);
      const beaconBody = uploadBody(json, 'beacon', visitorId());
      // Ingestion refuses anything larger (413); a beacon that cannot succeed is not worth queueing.
      if (beaconBody.length > MAX_REPORT_BYTES) return;
      if (beacon(new Blob([beaconBody], { type: 'text/plain' }))) return;
      post(uploadBody(json, 'post', visitorId()), 'text/plain');
    },
  };
}

import { classifyLink } from './links';
import type { TrackerPageConfig, TrackEvent, TrackingPayload } from './protocol';
import { silently } from './silently';
import { rateGate } from './throttle';
import type { Tracker } from './tracker';

export const CLICK_THROTTLE_MS = 500;

/** Events a `data-track` attribute may name; any other value is sent as a plain click. */
const CLICK_EVENTS: readonly TrackEvent[] = ['click', 'download', 'purchase', 'outbound'];

/** A short human label: the element's text, whitespace collapsed (links can wrap whole cards). */
const label = (el: Element) =>
  (el.textContent ?? '').slice(0, 400).trim().replace(/\s+/g, ' ').slice(0, 80);

/** The fields of a click on `el` — an explicitly tracked element, or a link recognised by its URL. */
export function describeClick(
  el: Element,
  config: TrackerPageConfig,
  location: Location,
): Partial<TrackingPayload> | undefined {
  const explicit = el.closest('[data-track]');
  const link = (explicit ?? el).closest('a[href]');
  const href = link?.getAttribute('href') ?? null;
  const recognised = classifyLink(href, config, location);
  // An element carrying a track attribute says what it is; its URL is not counted a second time.
  let event: TrackEvent | undefined = recognised?.kind;
  let action = '';
  if (explicit) {
    const named = explicit.getAttribute('data-track') ?? '';
    event = CLICK_EVENTS.includes(named as TrackEvent) ? (named as TrackEvent) : 'click';
    if (event === 'click' && named) action = named; // data-track="share_x": a named plain click
  }
  if (!event) return undefined;
  const source = explicit ?? link!;
  const url = recognised?.url ?? (href ? safeUrl(href, location.href) : undefined);
  const fields: Partial<TrackingPayload> = {
    event,
    event_action: source.getAttribute('data-track-label') || action || label(source),
  };
  if (url) fields.event_target = { url: url.origin + url.pathname, fullurl: url.href };
  if (event === 'download' && url) {
    fields.install = {
      download_url: url.href,
      package_name: config.installerName,
      pid: url.searchParams.get('pid') ?? undefined,
      app_id: url.searchParams.get('app_id') ?? undefined,
    };
  }
  if (event === 'purchase' && url) fields.pids = url.searchParams.getAll('pid');
  return fields;
}

function safeUrl(href: string, base: string): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}

/** Clicks (docs/product.md#link-rules, #throttles-and-milestones): one listener for the whole document, throttled to one event per 500 ms. */
export function watchClicks(doc: Document, tracker: Tracker, config: TrackerPageConfig): void {
  const allow = rateGate(CLICK_THROTTLE_MS);
  // Capture phase: counted even when a handler below stops the event (client-side navigation).
  doc.addEventListener(
    'click',
    silently((event: Event) => {
      const target = event.target as Element | null;
      if (!target?.closest) return;
      const fields = describeClick(target, config, doc.location);
      if (fields && allow()) tracker.track(fields.event as TrackEvent, fields);
    }),
    true,
  );
}

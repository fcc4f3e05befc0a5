import { cleanPayload } from './clean';
import type { CookieJar } from './cookies';
import { isDevMode } from './dev';
import { randomId } from './hash';
import { silently } from './silently';
import { navigationStatus, pageScrollHeight, visitorFields } from './payload';
import { trackingPageName } from './page-name';
import {
  type TrackerPageConfig,
  type TrackEvent,
  type TrackingPayload,
  WEB_VERSION,
} from './protocol';
import type { Transport } from './transport';
import { appendPathTrack, beginVisit, touchSession } from './visitor';

/** What identifies the page being read; a client-side navigation starts a new one. */
export type PageState = {
  url: string;
  referrer: string;
  pageName: string;
  docId: string;
  pageLoadId: string;
};

export type Tracker = {
  /** Sends one event of the current page (nothing before the first page view). */
  track(event: TrackEvent, extra?: Partial<TrackingPayload>): void;
  /** Starts a page at the current URL and sends its page_view. */
  pageView(): void;
};

type Deps = { config: TrackerPageConfig; win: Window; jar: CookieJar; transport: Transport };

export function createTracker({ config, win, jar, transport }: Deps): Tracker {
  const doc = win.document;
  let page: PageState | undefined;

  const track: Tracker['track'] = silently((event, extra = {}) => {
    if (!page) return;
    touchSession(jar);
    const payload: TrackingPayload = {
      ...visitorFields(jar),
      event,
      event_time: Date.now(),
      // The page name rides in event_label: rollups and dashboards group by it.
      event_label: page.pageName,
      url: page.url,
      referer_url: page.referrer,
      doc_id: page.docId,
      page_load_id: page.pageLoadId,
      web_version: WEB_VERSION,
      lang_domain: doc.documentElement.lang || config.defaultLocale,
      viewport_width: win.innerWidth,
      viewport_height: win.innerHeight,
      scroll_height: pageScrollHeight(doc),
      ...extra,
    };
    if (isDevMode(win, jar)) console.info('[tsuzuri tracker]', event, cleanPayload(payload));
    transport.send(payload);
  });

  return {
    track,
    pageView() {
      const firstOfLoad = !page;
      const visit = beginVisit(jar, Date.now(), win.navigator.userAgent);
      const prevDocId = jar.get('doc_id');
      page = {
        url: win.location.href,
        // After a client-side navigation the previous page is the referrer, not the landing one's.
        referrer: page ? page.url : doc.referrer,
        pageName: trackingPageName(win.location.pathname, config.locales),
        docId: randomId(),
        pageLoadId: randomId(),
      };
      jar.set('doc_id', page.docId);
      jar.set('page_load_id', page.pageLoadId);
      appendPathTrack(jar, page.pageName);
      track('page_view', {
        prev_doc_id: prevDocId,
        first_access: visit.newVisitor ? 1 : 0,
        // Only the document load has a status; a client-side navigation does not.
        http_code: firstOfLoad ? navigationStatus(win) : undefined,
      });
    },
  };
}

import { type ConversionKind, type Db, dayOf } from '@tsuzuri/db';
import {
  type KnownPagesCache,
  knownPages,
  knownPagesCache,
  OTHER_PAGE,
  type PageRoute,
} from './known-pages';

/** A reader's download or purchase click, as the front worked it out (apps/web/front/conversion). */
export type ConversionInput = {
  at: Date;
  kind: ConversionKind;
  pid: string;
  /** monthly, yearly or perpetual: purchases only. */
  plan?: string | null;
  os: 'windows' | 'mac' | 'other';
  /** The page that sent the reader: its path, tracking page name, locale and route (or none). */
  page: { path: string; name: string; locale: string; route?: PageRoute } | null;
  attribution: { adChannel?: string; orderTag?: string; trafficType?: string };
};

/** Server-recorded downloads and purchase clicks of one page on one day. */
export type ConversionCounts = {
  day: string;
  page: string;
  pageName: string;
  locale: string;
  downloads: number;
  purchases: number;
};

/**
 * Downloads and purchase clicks the server recorded (migration 0012): the reliable counts the
 * stats show (docs/analytics.md#conversions). The source page is named like the rollups name it:
 * a page the site does not have is recorded as OTHER_PAGE, so made-up Referers add no rows to
 * the stats.
 */
export function conversionsRepository(db: Db, pages: KnownPagesCache = knownPagesCache()) {
  return {
    /** Stores one click; resolves once it is committed (the redirect waits for it). */
    async record(input: ConversionInput): Promise<void> {
      const page = input.page;
      const [known] = page ? await knownPages(db, [page], pages) : [false];
      const source =
        page && known
          ? { page_path: page.path, page_name: page.name, locale: page.locale }
          : { page_path: OTHER_PAGE, page_name: OTHER_PAGE, locale: '-' };
      await db
        .insertInto('conversions')
        .values({
          at: input.at.toISOString(),
          day: dayOf(input.at),
          kind: input.kind,
          pid: input.pid,
          plan: input.plan ?? null,
          os: input.os,
          ...source,
          ad_channel: input.attribution.adChannel ?? null,
          order_tag: input.attribution.orderTag ?? null,
          traffic_type: input.attribution.trafficType ?? null,
        })
        .execute();
    },

    /** Counts per UTC day and source page between two days (inclusive), optionally of one page. */
    async countsByDay(opts: {
      from: string;
      to: string;
      page?: string | null;
    }): Promise<ConversionCounts[]> {
      let q = db
        .selectFrom('conversions')
        .select((eb) => [
          'day',
          'page_path',
          eb.fn.max('page_name').as('page_name'),
          eb.fn.max('locale').as('locale'),
          eb.fn
            .sum<number>(eb.case().when('kind', '=', 'download').then(1).else(0).end())
            .as('downloads'),
          eb.fn
            .sum<number>(eb.case().when('kind', '=', 'purchase').then(1).else(0).end())
            .as('purchases'),
        ])
        .where('day', '>=', opts.from)
        .where('day', '<=', opts.to);
      if (opts.page) {
        const page = opts.page;
        q = q.where((eb) => eb.or([eb('page_path', '=', page), eb('page_name', '=', page)]));
      }
      const rows = await q.groupBy(['day', 'page_path']).execute();
      // PostgreSQL hands sums back as strings: Number() makes both dialects alike.
      return rows.map((r) => ({
        day: r.day,
        page: r.page_path,
        pageName: String(r.page_name),
        locale: String(r.locale),
        downloads: Number(r.downloads),
        purchases: Number(r.purchases),
      }));
    },
  };
}

export type ConversionsRepository = ReturnType<typeof conversionsRepository>;

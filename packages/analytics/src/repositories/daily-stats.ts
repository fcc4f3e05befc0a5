/** One page's figures for one day, as the daily rollup (`analytics_daily`) holds them. */
export type DailyStats = {
  day: string;
  page: string;
  pageName: string;
  locale: string;
  views: number;
  readers: number;
  scroll20: number;
  scroll40: number;
  scroll60: number;
  scroll80: number;
  scroll100: number;
  downloads: number;
  purchases: number;
  outbound: number;
};

/** The counting part of a day's figures: what sums over days and pages. */
export type DailyCounters = Omit<DailyStats, 'day' | 'page' | 'pageName' | 'locale'>;

import { describe, expect, it } from 'vitest';
import type { StatsSummary } from './repositories/analytics';
import { statsQuery } from './range';
import { formatStatsTable } from './stats-table';

describe('the stats range', () => {
  const now = new Date('2030-05-20T23:00:00Z');
  it('defaults to the last seven days up to today (UTC)', () => {
    expect(statsQuery({}, now)).toEqual({
      ok: true,
      value: { from: '2030-05-14', to: '2030-05-20', page: null },
    });
    expect(statsQuery({ to: '2030-01-03', page: ' /dvd ' }, now)).toEqual({
      ok: true,
      value: { from: '2029-12-28', to: '2030-01-03', page: '/dvd' },
    });
  });
  it('refuses days that are not days, reversed ranges and ranges over a year', () => {
    expect(statsQuery({ from: '2030-02-30' }, now)).toEqual({
      ok: false,
      msg: 'from is not a real day',
    });
    expect(statsQuery({ to: 'yesterday' }, now)).toEqual({
      ok: false,
      msg: 'to must be a day, YYYY-MM-DD',
    });
    expect(statsQuery({ from: '2030-05-21', to: '2030-05-20' }, now)).toEqual({
      ok: false,
      msg: 'from must not be after to',
    });
    expect(statsQuery({ from: '2028-01-01', to: '2030-05-20' }, now)).toMatchObject({
      ok: false,
      msg: 'at most 366 days at a time',
    });
  });
});

describe('the stats table', () => {
  const counts = {
    views: 1234,
    readers: 800,
    scroll20: 700,
    scroll40: 600,
    scroll60: 500,
    scroll80: 400,
    scroll100: 300,
    downloads: 12,
    purchases: 3,
    outbound: 5,
  };
  const row = {
    day: '2030-05-20',
    page: '/best-free-dvd-software',
    pageName: 'best_free_dvd_software',
    locale: 'ja',
    ...counts,
  };
  it('prints one aligned line per page and day and the totals', () => {
    const summary: StatsSummary = {
      from: '2030-05-20',
      to: '2030-05-20',
      page: null,
      rows: [row],
      totals: counts,
      pages: [],
    };
    const lines = formatStatsTable(summary).split('\n');
    expect(lines[1].split(/\s+/)).toEqual([
      'day',
      'page',
      'views',
      'readers',
      '20%',
      '40%',
      '60%',
      '80%',
      '100%',
      'downloads',
      'purchases',
      'outbound',
    ]);
    expect(lines[3].split(/\s+/)).toEqual([
      '2030-05-20',
      '/best-free-dvd-software',
      '1234',
      '800',
      '700',
      '600',
      '500',
      '400',
      '300',
      '12',
      '3',
      '5',
    ]);
    expect(lines[4].split(/\s+/)[0]).toBe('total');
    // The daily table's columns line up (the per-page table follows a blank line).
    expect(new Set(lines.slice(1, 5).map((l) => l.length)).size).toBeLessThanOrEqual(2);
  });
  it('says so when there is nothing to show', () => {
    const empty: StatsSummary = {
      from: '2030-05-20',
      to: '2030-05-20',
      page: '/x',
      rows: [],
      totals: { ...counts, views: 0 },
      pages: [],
    };
    expect(formatStatsTable(empty)).toBe(
      "Analytics 2030-05-20 – 2030-05-20 (page /x)\nNo readers' events in this range.",
    );
  });
  it('prints per page views → downloads → purchase clicks with their rates, the pages that sell first', () => {
    const other = { ...row, page: '/dvd-backup-iso-basics', views: 10, downloads: 0, purchases: 0 };
    const summary: StatsSummary = {
      from: '2030-05-20',
      to: '2030-05-20',
      page: null,
      rows: [row, other],
      totals: counts,
      pages: [
        {
          page: '/best-free-dvd-software',
          pageName: 'best_free_dvd_software',
          locale: 'ja',
          views: 1234,
          downloads: 12,
          purchases: 3,
          downloadRate: 12 / 1234,
          purchaseRate: 3 / 1234,
        },
        {
          page: '(other)',
          pageName: '(other)',
          locale: '-',
          views: 0,
          downloads: 2,
          purchases: 0,
          downloadRate: null,
          purchaseRate: null,
        },
      ],
    };
    const lines = formatStatsTable(summary).split('\n');
    const at = lines.findIndex((l) => l.startsWith('Per page'));
    expect(lines[at + 1].split(/\s+/)).toEqual([
      'page',
      'views',
      'downloads',
      'rate',
      'purchases',
      'rate',
    ]);
    expect(lines[at + 3].split(/\s+/)).toEqual([
      '/best-free-dvd-software',
      '1234',
      '12',
      '1.0%',
      '3',
      '0.2%',
    ]);
    expect(lines[at + 4].split(/\s+/)).toEqual(['(other)', '0', '2', '-', '0', '-']);
  });
});

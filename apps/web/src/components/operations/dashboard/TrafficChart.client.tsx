'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = {
  days: string[];
  views: number[];
  readers: number[];
  downloads: number[];
  purchases: number[];
  /** The previous period's views, day for day (the same number of days). */
  previousViews: number[];
};

export type ChartLabels = {
  /** The legend's first entry: the day under the pointer. */
  day: string;
  views: string;
  readers: string;
  downloads: string;
  purchases: string;
  previous: string;
  summary: string;
};

/** Tokyo midnight of a day, in seconds (uPlot's x values). */
const tokyoMidnight = (day: string) => Date.parse(`${day}T00:00:00+09:00`) / 1000;

/**
 * The dashboard's daily chart (uPlot, loaded by the console only): views and readers on the
 * left axis, downloads and purchase clicks on the right, the previous period's views dotted.
 * The daily table under it holds the same numbers for screen readers and the CSV.
 */
export function TrafficChart({ data, labels }: { data: ChartSeries; labels: ChartLabels }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(280, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 300,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Asia/Tokyo'),
        series: [
          // Named, and the hovered day as the tables write it (uPlot's own: "Time", a US clock).
          { label: labels.day, value: (_u, _v, _s, i) => (i == null ? '--' : data.days[i]) },
          { label: labels.views, stroke: '#1d4ed8', width: 2, scale: 'count' },
          { label: labels.readers, stroke: '#0f766e', width: 2, scale: 'count' },
          { label: labels.previous, stroke: '#64748b', width: 1.5, dash: [6, 4], scale: 'count' },
          { label: labels.downloads, stroke: '#c2410c', width: 2, scale: 'conv' },
          { label: labels.purchases, stroke: '#7e22ce', width: 2, scale: 'conv' },
        ],
        scales: {
          x: { time: true },
          count: { range: (_u, _min, max) => [0, Math.max(4, max)] },
          conv: { range: (_u, _min, max) => [0, Math.max(4, max)] },
        },
        axes: [
          {},
          { scale: 'count', size: 56 },
          { scale: 'conv', side: 1, grid: { show: false }, size: 40 },
        ],
        legend: { live: true },
      },
      [
        data.days.map(tokyoMidnight),
        data.views,
        data.readers,
        data.previousViews,
        data.downloads,
        data.purchases,
      ],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: 300 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [data, labels]);
  return (
    <figure className="o-chart" data-testid="traffic-chart">
      <div ref={box} role="img" aria-label={labels.summary} />
    </figure>
  );
}
